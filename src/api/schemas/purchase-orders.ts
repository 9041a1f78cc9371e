import { z } from 'zod';
import { idSchema } from './common';
import { materialQuantitiesSchema, orderLineItemShape } from './work-orders';

/*
 * Purchase orders (B §3 "Purchase order", B §7 "Purchase order", A §3: "PurchaseOrders on a job show
 * PurchaseOrderNumber, DueDate and ShipDate"). B §7 lists the table's answer (recordsTotal and rows); every
 * other call answers the purchase order of B §3, the job's list and the table's rows a list of it. The rows
 * of the lists need not carry the line items (B §2's list shows number, dates and the modified stamp).
 */

export const purchaseOrderLineItemSchema = z.strictObject(orderLineItemShape);

export const lotPurchaseOrderLineItemSchema = z.strictObject({
  LotId: idSchema,
  Type: z.string(),
  SelectedSidingColorId: idSchema.nullable(),
  SelectedTrimColorId: idSchema.nullable(),
  MaterialQuantities: materialQuantitiesSchema,
});

/** The supply company as a purchase order carries it (B §3: Name, Fax, PhoneNumber, Attention, Email). */
export const purchaseOrderSupplyCompanySchema = z.strictObject({
  Name: z.string(),
  Fax: z.string(),
  PhoneNumber: z.string(),
  Attention: z.string(),
  Email: z.string(),
});

const purchaseOrderShape = {
  Id: idSchema,
  JobId: idSchema,
  PurchaseOrderNumber: z.string(),
  SupplyCompanyId: idSchema.nullable(),
  SupplyCompany: purchaseOrderSupplyCompanySchema.nullable().optional(),
  /** labelled PO date (A §3) */
  DueDate: z.string().nullable(),
  /** labelled delivery date (A §3) */
  ShipDate: z.string().nullable(),
  ShipTo: z.string(),
  PickupDate: z.string().nullable(),
  PickupBy: z.string(),
  ModifiedDate: z.string(),
  ModifiedBy: z.string(),
};

export const purchaseOrderSchema = z.strictObject({
  ...purchaseOrderShape,
  PurchaseOrderLineItems: z.array(purchaseOrderLineItemSchema),
  LotPurchaseOrderLineItems: z.array(lotPurchaseOrderLineItemSchema),
});

/** A purchase order in the job's list and table: the entity's fields, the line items optional. */
export const purchaseOrderRowSchema = z.strictObject({
  ...purchaseOrderShape,
  SupplyCompanyId: idSchema.nullable().optional(),
  ShipTo: z.string().optional(),
  PickupDate: z.string().nullable().optional(),
  PickupBy: z.string().optional(),
  PurchaseOrderLineItems: z.array(purchaseOrderLineItemSchema).optional(),
  LotPurchaseOrderLineItems: z.array(lotPurchaseOrderLineItemSchema).optional(),
});

export const purchaseOrderListSchema = z.array(purchaseOrderRowSchema);
