import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { invoiceDevices } from '../../db/schema/index.js';

/** A device's name and serial number as an invoice names it. */
export interface InvoiceDevice {
  name: string;
  deviceUUID: string;
}

/** The device each issued invoice billed, as named when the invoice was issued. */
export function createInvoiceDevicesRepository(db: Database) {
  return {
    /** Keeps the device's name for the invoice; the first name kept stays (a later rename changes nothing issued). */
    async remember(invoiceId: string, device: InvoiceDevice) {
      await db
        .insert(invoiceDevices)
        .values({ invoiceId, name: device.name, deviceUUID: device.deviceUUID })
        .onConflictDoNothing({ target: invoiceDevices.invoiceId });
    },
    /** The device as the invoice was issued for it; undefined for an invoice never paid or attempted here. */
    async of(invoiceId: string): Promise<InvoiceDevice | undefined> {
      const [row] = await db
        .select({ name: invoiceDevices.name, deviceUUID: invoiceDevices.deviceUUID })
        .from(invoiceDevices)
        .where(eq(invoiceDevices.invoiceId, invoiceId));
      return row;
    },
  };
}

export type InvoiceDevicesRepository = ReturnType<typeof createInvoiceDevicesRepository>;
