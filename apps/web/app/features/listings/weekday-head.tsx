/**
 * The weekday columns of a month calendar, Monday first: `labelOf` gives each its heading (the
 * keys are the caller's, such as a catalog's weekday keys).
 */
export function WeekdayHead<Day extends string>(props: {
  days: readonly Day[];
  labelOf: (day: Day) => string;
}) {
  return (
    <thead>
      <tr>
        {props.days.map((day) => (
          <th key={day} scope="col">
            {props.labelOf(day)}
          </th>
        ))}
      </tr>
    </thead>
  );
}
