import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type ReceivedMail, startSmtpServer } from '../../apps/server/src/test/smtp.js';

/**
 * A real SMTP server for the app under test, and the mail it received as JSON over HTTP: the
 * global setup runs it, and the specs, in worker processes of their own, read it by URL.
 */
export async function startMailCatcher() {
  const smtp = await startSmtpServer();
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(smtp.received));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    smtpUrl: smtp.url,
    mailUrl: `http://127.0.0.1:${port}/`,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await smtp.close();
    },
  };
}

export type { ReceivedMail };
