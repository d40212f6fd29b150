// The lines `npm start` (scripts/start.mjs) shows while it builds and prepares the database: one
// line a step, "Building the app… done in 8.1 s". At a terminal a running step's line is drawn in
// place with how far the step is and for how long it has run, and stays, finished, when the step
// ends; several steps may run at once. Anywhere else (a pipe, a log file) a step writes its one
// line when it ends, and only plain text is written.

/** Seconds with one decimal, as the lines show them. */
export function seconds(ms) {
  return `${(ms / 1000).toFixed(1)} s`;
}

/**
 * Lines for steps written to `out`. `live` (default: whether `out` is a terminal) draws running
 * steps in place; `now` is the clock in milliseconds.
 */
export function createStepLines({
  out = process.stdout,
  live = Boolean(out.isTTY),
  now = () => performance.now(),
} = {}) {
  /** Running steps, in the order their lines are drawn. */
  const running = [];
  /** How many lines of running steps are drawn below the cursor's line's start. */
  let drawn = 0;
  let ticker;

  const width = () => Math.max(20, (out.columns || 80) - 1);
  const fit = (line) => (line.length > width() ? `${line.slice(0, width() - 1)}…` : line);

  /** Writes `finished` lines for good, then (at a terminal) the running steps' lines below them. */
  function write(finished) {
    if (!live) {
      for (const line of finished) out.write(`${line}\n`);
      return;
    }
    // Back to the start of the first running step's line and clear from there down, then draw again.
    let text = drawn > 0 ? `\x1b[${drawn}A\r\x1b[J` : '';
    for (const line of finished) text += `${line}\n`;
    for (const step of running) text += `${fit(step.line())}\n`;
    drawn = running.length;
    out.write(text);
    if (running.length > 0 && !ticker) {
      // The seconds of a running step count up while it runs.
      ticker = setInterval(() => write([]), 1000);
      ticker.unref?.();
    } else if (running.length === 0 && ticker) {
      clearInterval(ticker);
      ticker = undefined;
    }
  }

  return {
    /**
     * Starts a step titled `title` ("Building the app"); `startedAt` (the clock's milliseconds)
     * when it began before its line shows.
     */
    start(title, startedAt = now()) {
      let detail = '';
      const elapsed = () => seconds(now() - startedAt);
      const end = (line) => {
        running.splice(running.indexOf(step), 1);
        write([line]);
      };
      const step = {
        line: () => `${title}… ${detail ? `${detail}, ` : ''}${Math.floor((now() - startedAt) / 1000)} s`,
        /** What the step is at now ("pages for browsers", "12/27 listings"): drawn at a terminal. */
        update(text) {
          detail = text;
          if (live) write([]);
        },
        /** Ends the step: "<title>… done in 2.1 s", then `summary` after a colon when given. */
        done(summary) {
          end(`${title}… done in ${elapsed()}${summary ? `: ${summary}` : ''}`);
        },
        failed() {
          end(`${title}… failed after ${elapsed()}`);
        },
      };
      running.push(step);
      if (live) write([]);
      return step;
    },
    /** Writes a line that comes from elsewhere (a child process's warning) above the running steps. */
    print(line) {
      write([line]);
    },
  };
}
