/**
 * Progress of a long build step: one line updated in place in a terminal, or, in a log
 * (CI, a redirected output), a line every tenth of the way, so neither stays silent nor floods.
 */
export function progressLine(output: NodeJS.WriteStream = process.stdout): (line: string, fraction: number) => void {
  let lastTenth = -1;
  return (line, fraction) => {
    const done = fraction >= 1;
    if (output.isTTY) {
      output.write(`\r\x1b[2K${line}${done ? "\n" : ""}`);
      return;
    }
    const tenth = Math.floor(fraction * 10);
    if (tenth > lastTenth || done) {
      lastTenth = tenth;
      output.write(`${line}\n`);
    }
  };
}
