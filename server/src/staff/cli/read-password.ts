/** STAFF_PASSWORD, or a password typed at the terminal without echo (asked twice). */
export async function readPassword(prompt: string): Promise<string> {
  const given = process.env.STAFF_PASSWORD;
  if (given !== undefined) return given;
  if (!process.stdin.isTTY) {
    throw new Error('Set STAFF_PASSWORD, or run this in a terminal to type the password.');
  }
  const first = await typed(`${prompt}: `);
  const second = await typed('Again: ');
  if (first !== second) throw new Error('The two passwords differ.');
  return first;
}

function typed(prompt: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const input = process.stdin;
    process.stdout.write(prompt);
    input.setRawMode(true);
    input.resume();
    input.setEncoding('utf8');
    let text = '';
    const done = (error?: Error) => {
      input.setRawMode(false);
      input.pause();
      input.off('data', onData);
      process.stdout.write('\n');
      if (error) reject(error);
      else resolve(text);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return done();
        if (char === '\u0003') return done(new Error('Cancelled.'));
        if (char === '\u007f' || char === '\b') text = [...text].slice(0, -1).join('');
        else text += char;
      }
    };
    input.on('data', onData);
  });
}
