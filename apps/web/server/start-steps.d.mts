// Types of start-steps.mjs (plain JavaScript, which `npm start` runs before anything is built).

/** Seconds with one decimal: `8.1 s`. */
export function seconds(ms: number): string;

export interface StepLine {
  /** What the step is at now ("pages for browsers", "12/27 listings"): drawn at a terminal. */
  update(text: string): void;
  /** Ends the step: "<title>… done in 2.1 s", then `summary` after a colon when given. */
  done(summary?: string): void;
  failed(): void;
}

export interface StepLines {
  /** Starts a step; `startedAt` (the clock's milliseconds) when it began before its line shows. */
  start(title: string, startedAt?: number): StepLine;
  /** Writes a line that comes from elsewhere (a child process's warning) above the running steps. */
  print(line: string): void;
}

export function createStepLines(options?: {
  out?: { write(text: string): unknown; isTTY?: boolean; columns?: number };
  live?: boolean;
  now?: () => number;
}): StepLines;
