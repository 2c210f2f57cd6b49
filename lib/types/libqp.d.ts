// libqp (from the nodemailer project) ships no types; the one function the tests use.
declare module 'libqp' {
  export function decode(text: string): Buffer;
}
