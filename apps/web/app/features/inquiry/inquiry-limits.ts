/** The longest first message of an inquiry. */
export const INQUIRY_MAX_LENGTH = 10_000;
