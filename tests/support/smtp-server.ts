// A real SMTP server in the test process: mail goes through nodemailer and the network, and
// arrives here parsed. Stop and start it again on the same port to play an outage.
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  envelopeTo: string[];
  to: string;
  subject: string;
  text: string;
}

export class TestSmtpServer {
  received: ReceivedMail[] = [];
  /** Connections the server has accepted since it was made. */
  connections = 0;
  port = 0;
  private server: SMTPServer | null = null;

  async start(port = this.port): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      // The app keeps its connections open (an SMTP pool): an outage played by `stop` ends them
      // soon, not after smtp-server's default half a minute.
      closeTimeout: 100,
      onConnect: (_session, callback) => {
        this.connections++;
        callback();
      },
      onData: (stream, session, callback) => {
        simpleParser(stream)
          .then((mail: ParsedMail) => {
            const to = Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(', ') : (mail.to?.text ?? '');
            this.received.push({
              envelopeTo: session.envelope.rcptTo.map((r) => r.address),
              to,
              subject: mail.subject ?? '',
              text: mail.text ?? '',
            });
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  get url() {
    return `smtp://127.0.0.1:${this.port}`;
  }

  to(address: string) {
    return this.received.filter((m) => m.envelopeTo.includes(address));
  }
}
