import type { AppShape } from '../../shape';

/** UI texts: the live connection (the header's dot) and its errors. */
export const realtime: AppShape['realtime'] = {
  states: {
    disconnected: 'Live updates off',
    connecting: 'Connecting live updates…',
    connected: 'Live updates on',
    reconnecting: 'Reconnecting live updates…',
    error: 'Live updates unavailable',
  },
  fallback: 'Meanwhile the information refreshes periodically.',
  errors: {
    identityRequired: 'userId and tenantId are required',
    connectionTimeout: 'Connection timeout',
    reconnectionTimeout: 'Reconnection timeout',
    emitTimeout: 'Emit timeout for event',
    notConnected: 'Socket not connected',
  },
};
