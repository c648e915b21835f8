/**
 * How the scale generator writes: one transaction for the whole run, the big tables' secondary
 * indexes dropped first and created again once at the end (when the run at least doubles the
 * orders), each table's rows of about 10 000 orders in one `unnest` insert, and the triggers off
 * (`session_replication_role = replica`, which needs a superuser: the local server's owner, or
 * PGlite's). What the triggers would have kept is written with the rows instead: the step times and
 * item creation instants (set by the builder), the allocation sums on each order (in the orders'
 * insert), each order's finance queue (from its finance row, by the domain's rule), and the
 * dashboards' summary rows and kept counts for the new orders once at the end, folded as the job
 * does. The next batch is built while the database writes the previous one.
 * Figures and reasons: docs/performance.md, "A million orders".
 */
import { getTableName, sql } from 'drizzle-orm';
import { financeQueueOf } from '../../../domain/finance';
import { foldSummaries } from '../../modules/dashboards';
import { financeStateOf } from '../../modules/finance';
import type { Db, Tx } from '../client';
import {
  customerInvoices,
  dashboardDeliveryCells,
  dashboardDemandCells,
  dashboardDurationCells,
  dashboardOpenCells,
  dashboardProductCells,
  dashboardSalesCells,
  inventoryLots,
  inventoryMovements,
  orderAllocations,
  orderCounters,
  orderFinance,
  orderFinanceCells,
  orderHistory,
  orderItems,
  orderPayments,
  orderPendingDeliveryCells,
  orderPendingShipmentCells,
  orderShipmentPlateSuffixes,
  orderShipments,
  orderStatusCells,
  orders,
  shipmentCounters,
  shipmentLines,
} from '../schema';
import { inTenant } from '../tenantTx';
import type { NewOrder, NewOrderHistory, NewOrderItem } from './orderRows';
import type { NewCustomerInvoice, NewOrderFinance, NewOrderPayment } from './scaleFinance';
import type { NewAllocation, NewLot, NewMovement } from './scaleInventory';
import {
  analyzeTables,
  beginBulkLoad,
  countAllOrders,
  createIndexes,
  dropIndexes,
  insertChunk,
  insertSummaryRows,
  isSuperuser,
  secondaryIndexes,
} from './scaleLoadQueries';
import type { NewShipment, NewShipmentLine } from './scaleShipments';

/** Every row of a batch of generated orders. */
export interface ScaleBatch {
  orders: NewOrder[];
  items: NewOrderItem[];
  history: NewOrderHistory[];
  finance: NewOrderFinance[];
  payments: NewOrderPayment[];
  invoices: NewCustomerInvoice[];
  lots: NewLot[];
  allocations: NewAllocation[];
  movements: NewMovement[];
  shipments: NewShipment[];
  lines: NewShipmentLine[];
}

export interface LoadPlan {
  tenantId: string;
  /** Orders to generate, and per batch (`build` makes one batch). */
  orders: number;
  batchSize: number;
  writeSize?: number;
  /** The batch starting after `done` orders. */
  build(done: number): ScaleBatch;
  /** The last order and shipment numbers handed out so far. */
  counters(): { lastOrder: number; lastShipment: number };
  firstNumber: number;
  onProgress?: (done: number, total: number) => void;
}

const LOADED = [
  orders,
  orderItems,
  inventoryLots,
  orderAllocations,
  inventoryMovements,
  orderShipments,
  shipmentLines,
  orderHistory,
  orderFinance,
  orderPayments,
  customerInvoices,
];
const SUMMARIES = [
  dashboardSalesCells,
  dashboardProductCells,
  dashboardDurationCells,
  dashboardDemandCells,
  dashboardDeliveryCells,
  dashboardOpenCells,
  orderStatusCells,
  orderFinanceCells,
  orderPendingDeliveryCells,
  orderPendingShipmentCells,
];
const DEFAULT_WRITE_SIZE = 10_000;
/** For the index builds: a million entries sort in memory instead of on disk. */
const INDEX_MEMORY = '256MB';

const STEP_COLUMNS = {
  APROBADO_POR_FINANZAS: 'stepApprovedAt',
  MATERIAL_ASIGNADO: 'stepMaterialAt',
  'EMBARCADO/PROGRAMADO': 'stepScheduledAt',
  TRANSPORTE_ASIGNADO: 'stepTransportAt',
  FACTURADO: 'stepInvoicedAt',
  ORDEN_ENTREGADA: 'stepDeliveredAt',
} as const;
type StepFacts = Pick<NewOrder, (typeof STEP_COLUMNS)[keyof typeof STEP_COLUMNS] | 'releaseRequestedAt'>;

/**
 * What `orders_step_facts` (migration 0022) computes from one order's history: the first time it
 * reached each step, and its last release request up to its first release.
 */
export function stepFactsOf(history: readonly NewOrderHistory[]): StepFacts {
  const facts: StepFacts = {
    stepApprovedAt: null,
    stepMaterialAt: null,
    stepScheduledAt: null,
    stepTransportAt: null,
    stepInvoicedAt: null,
    stepDeliveredAt: null,
    releaseRequestedAt: null,
  };
  for (const h of history) {
    const column = h.toStatus ? STEP_COLUMNS[h.toStatus as keyof typeof STEP_COLUMNS] : undefined;
    const at = h.createdAt as Date;
    if (column && (!facts[column] || at < (facts[column] as Date))) facts[column] = at;
  }
  const approved = facts.stepApprovedAt as Date | null;
  for (const h of history) {
    const at = h.createdAt as Date;
    if (h.event !== 'releaseRequested' || (approved && at > approved)) continue;
    if (!facts.releaseRequestedAt || at > (facts.releaseRequestedAt as Date)) facts.releaseRequestedAt = at;
  }
  return facts;
}

function emptyBatch(): ScaleBatch {
  return {
    orders: [],
    items: [],
    history: [],
    finance: [],
    payments: [],
    invoices: [],
    lots: [],
    allocations: [],
    movements: [],
    shipments: [],
    lines: [],
  };
}

function append(into: ScaleBatch, batch: ScaleBatch): void {
  for (const key of Object.keys(into) as (keyof ScaleBatch)[]) {
    const target = into[key] as object[];
    for (const row of batch[key]) target.push(row);
  }
}

/**
 * What the finance queue triggers (migration 0028) would have kept on each order: the queue
 * `financeQueueOf` names from the order and its own finance row (none: nothing asked yet).
 */
export function setFinanceQueues(batch: Pick<ScaleBatch, 'orders' | 'finance'>): void {
  const financeOf = new Map(batch.finance.map((f) => [f.orderId, f]));
  const now = new Date();
  for (const order of batch.orders) {
    const f = order.id ? financeOf.get(order.id) : undefined;
    const finance = f
      ? {
          releaseRequestedAt: f.releaseRequestedAt ?? null,
          paymentRequestedAt: f.paymentRequestedAt ?? null,
          isPaymentValidated: f.isPaymentValidated ?? false,
          isApprovedForRelease: f.isApprovedForRelease ?? false,
        }
      : null;
    order.financeQueue = financeQueueOf(
      financeStateOf(
        {
          opsStatus: order.opsStatus ?? 'ORDEN_CREADA',
          financeStatus: order.financeStatus ?? null,
          paymentTerm: order.paymentTerm ?? 'CREDIT',
        },
        finance,
        false,
        now,
      ),
    );
  }
}

/** The whole chunk in one statement (`insertChunk`). */
async function writeChunk(tx: Tx, chunk: ScaleBatch): Promise<void> {
  setFinanceQueues(chunk);
  await insertChunk(tx, chunk, [
    [inventoryMovements, chunk.movements],
    [orderShipments, chunk.shipments],
    [shipmentLines, chunk.lines],
    [orderHistory, chunk.history],
    [orderFinance, chunk.finance],
    [orderPayments, chunk.payments],
    [customerInvoices, chunk.invoices],
  ]);
}

const nextTick = () => new Promise<void>((resolve) => setImmediate(resolve));

export async function loadScaleBatches(db: Db, plan: LoadPlan): Promise<void> {
  const tables = LOADED.map((t) => getTableName(t));
  const perWrite = Math.max(1, Math.round((plan.writeSize ?? DEFAULT_WRITE_SIZE) / plan.batchSize));
  await db.transaction(async (raw) => {
    // Owner statements only: no request effects to run after commit.
    const tx = Object.assign(raw, { afterCommit: () => {}, onRollback: () => {} }) as Tx;
    if (!(await isSuperuser(tx)))
      throw new Error(
        'scale data: the generator turns triggers off for its load and needs a superuser connection',
      );
    await beginBulkLoad(tx, plan.tenantId);
    // Rebuilding an index costs what the table holds: worth it when the run at least doubles it.
    const rebuild = plan.orders >= (await countAllOrders(tx));
    const indexes = rebuild ? await secondaryIndexes(tx, tables) : [];
    await dropIndexes(tx, indexes);
    let done = 0;
    let writing: Promise<void> | null = null;
    while (done < plan.orders) {
      const chunk = emptyBatch();
      for (let k = 0; k < perWrite && done < plan.orders; k++) {
        const batch = plan.build(done);
        done += batch.orders.length;
        append(chunk, batch);
        // Lets the driver send the previous chunk while this one is built.
        await nextTick();
      }
      if (writing) await writing;
      const written = done;
      writing = writeChunk(tx, chunk).then(() => plan.onProgress?.(written, plan.orders));
      // Awaited above or below; this only keeps a failure from counting as unhandled meanwhile.
      writing.catch(() => {});
    }
    if (writing) await writing;
    const { lastOrder, lastShipment } = plan.counters();
    await tx
      .insert(orderCounters)
      .values({ tenantId: plan.tenantId, lastNumber: lastOrder })
      .onConflictDoUpdate({
        target: orderCounters.tenantId,
        set: { lastNumber: sql`greatest(${orderCounters.lastNumber}, excluded.last_number)` },
      });
    await tx
      .insert(shipmentCounters)
      .values({ tenantId: plan.tenantId, lastNumber: lastShipment })
      .onConflictDoUpdate({
        target: shipmentCounters.tenantId,
        set: { lastNumber: sql`greatest(${shipmentCounters.lastNumber}, excluded.last_number)` },
      });
    await createIndexes(tx, indexes, INDEX_MEMORY);
    await insertSummaryRows(tx, plan.tenantId, plan.firstNumber, lastOrder);
  });
  // The fold job's own statements, through the request role as the job runs them.
  await inTenant(db, plan.tenantId, (tx) => foldSummaries(tx, plan.tenantId));
  await analyzeTables(db, [
    ...tables,
    ...SUMMARIES.map((t) => getTableName(t)),
    getTableName(orderShipmentPlateSuffixes),
  ]);
}
