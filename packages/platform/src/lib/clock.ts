/** Source of the current time; tests inject a fixed or advancing one. */
export type Clock = () => Date;

/** The real clock. */
export const systemClock: Clock = () => new Date();
