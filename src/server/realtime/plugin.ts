/**
 * The socket server in the app: attached to the app's HTTP server (listening or not: tests that
 * only inject never open a socket), its publisher put in `ctx.realtime` for the job that delivers
 * announced events, and closed before the HTTP server so open sockets never hold a shutdown.
 */
import fp from 'fastify-plugin';
import { startSocketServer } from './socketServer';

export const realtimePlugin = fp(
  async (app) => {
    const sockets = startSocketServer(app.ctx, app.server, app.log.child({ component: 'realtime' }));
    app.ctx.realtime = sockets.publisher;
    app.addHook('onReady', async () => sockets.ready());
    app.addHook('preClose', async () => sockets.close());
  },
  { name: 'realtime', decorators: { fastify: ['ctx'] } },
);
