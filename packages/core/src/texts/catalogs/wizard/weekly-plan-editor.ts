import { defineTexts } from '../../ui-texts.ts';

/** The weekly schedule of the availability editor. */
export const WEEKLY_PLAN_EDITOR_TEXTS = defineTexts('WeeklyPlanEditor', {
  legend: 'Weekly schedule',
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
  notAvailable: 'Not available',
  startLabel: '{day} hours {row}, start',
  endLabel: '{day} hours {row}, end',
  seats: 'Seats',
  remove: 'Remove',
  removeLabel: '{day} hours {row}',
  addHours: '+ Add hours',
  addHoursLabel: 'on {day}',
  available: 'Available',
});
