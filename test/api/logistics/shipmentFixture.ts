/**
 * The app every shipment test file runs on: a fresh test app, the logistics people signed in and
 * the shipment API (shipmentHelpers), opened before the file's tests and closed after them.
 */
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestContext } from '../../helpers/testApp';
import { type LogisticsPeople, logisticsPeopleOf, type ShipmentApi, shipmentApi } from './shipmentHelpers';

export interface ShipmentFixture {
  t: TestContext;
  people: LogisticsPeople;
  api: ShipmentApi;
}

/**
 * Call at the top of a test file: `const { t, people, api } = shipmentFixture();`. The three
 * objects are empty until the file's `beforeAll` fills them in place, so the names can be
 * destructured once at the top and used in every test.
 */
export function shipmentFixture(): ShipmentFixture {
  const fixture = { t: {}, people: {}, api: {} } as ShipmentFixture;
  beforeAll(async () => {
    Object.assign(fixture.t, await createTestApp());
    Object.assign(fixture.people, await logisticsPeopleOf(fixture.t));
    Object.assign(fixture.api, await shipmentApi(fixture.t, fixture.people));
  }, 120_000);
  afterAll(async () => fixture.t.close?.());
  return fixture;
}
