/** One minute in epoch milliseconds: slot maths runs on integer milliseconds, never on Date objects. */
export const MINUTE_MS = 60_000;

/** One exact hour in milliseconds (a wall-clock hour can be longer or shorter across DST). */
export const HOUR_MS = 60 * MINUTE_MS;

/** 24 exact hours; a local calendar day is 23 or 25 hours on DST change days. */
export const DAY_MS = 24 * HOUR_MS;

/** Minutes in a wall-clock day: the plan entry end `00:00` stands for this (24:00). */
export const MINUTES_PER_DAY = 1440;
