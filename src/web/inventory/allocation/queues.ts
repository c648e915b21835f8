/**
 * Material allocation's pieces for the order queues: the 'Autorizadas por finanzas' row's 'Asignar
 * material' and the bulk automatic assignment (used by finance's queue), and the home's 'Material'
 * group. Apart from index.ts so that the app's first download does not carry them: the queues that
 * use them are downloaded with the home's work.
 */
export { AssignMaterialAction } from './AssignMaterialAction';
export { useBulkAutoAssign } from './BulkAutoAssign';
export { MaterialQueues } from './MaterialQueues';
