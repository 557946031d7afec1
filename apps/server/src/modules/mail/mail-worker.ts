import { parentPort, workerData } from 'node:worker_threads';
import {
  createMailTransport,
  type MailEnvelope,
  type MailTransportOptions,
} from './mail-transport';

/**
 * The mail thread (decision 0225): builds each message with nodemailer and hands it to the
 * transport (an .eml file, or SMTP), off the thread that serves requests and runs the billing
 * engine. It answers each request with its number, and an error text when the send failed.
 */
export interface SendRequest {
  readonly seq: number;
  readonly message: MailEnvelope;
}
export interface SendReply {
  readonly seq: number;
  readonly error?: string;
}

if (parentPort) {
  const port = parentPort;
  const transport = createMailTransport(workerData as MailTransportOptions);
  port.on('message', ({ seq, message }: SendRequest) => {
    transport.send(message).then(
      () => port.postMessage({ seq } satisfies SendReply),
      (error: unknown) => port.postMessage({ seq, error: String(error) } satisfies SendReply),
    );
  });
}
