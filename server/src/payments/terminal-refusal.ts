/** The bank refused what the user sent (wrong or expired OTP, details it rejects): the message is shown as it is. */
export class TerminalRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TerminalRefusal';
  }
}
