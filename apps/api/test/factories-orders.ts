import { salePriceFils } from "@carcare/contracts";
import type { PrismaClient } from "@carcare/db";
import type { Express } from "express";
import { createCustomer, loginAgent } from "./factories.js";

let seq = 0;

/** Products, coupons and shoppers with carts for order tests, in one test file's database. */
export function orderFactories(prisma: PrismaClient, app: Express) {
  let catalogue: Promise<{ brandId: number; categoryId: number }> | undefined;
  const ensureCatalogue = () =>
    (catalogue ??= (async () => {
      seq += 1;
      const brand = await prisma.brand.create({
        data: { name: `Order factory brand ${process.pid}-${seq}` },
      });
      const category = await prisma.category.create({
        data: { name: `Order factory category ${process.pid}-${seq}` },
      });
      return { brandId: brand.id, categoryId: category.id };
    })());

  return {
    async product(options: {
      priceFils: number;
      discountPercentage?: number;
      stock?: number;
      name?: string;
    }) {
      const { brandId, categoryId } = await ensureCatalogue();
      seq += 1;
      const discount = options.discountPercentage ?? 0;
      return prisma.product.create({
        data: {
          sku: `ORDF-${process.pid}-${seq}`,
          name: options.name ?? `Order factory product ${seq}`,
          brandId,
          categoryId,
          priceFils: options.priceFils,
          discountPercentage: discount,
          salePriceFils: salePriceFils(options.priceFils, discount),
          stock: options.stock ?? 50,
          image: `/img/products/ordf${seq}.svg`,
        },
      });
    },

    async coupon(options: { pct: number; name?: string }) {
      seq += 1;
      return prisma.coupon.create({
        data: {
          code: `ORDF${seq}`,
          name: options.name ?? `Save ${options.pct}`,
          discountPercentage: options.pct,
          startsAt: new Date(Date.now() - 86_400_000),
          endsAt: new Date(Date.now() + 86_400_000),
        },
      });
    },

    /** A logged-in customer with a default address and the given cart lines. */
    async shopper(cart: { productId: number; quantity: number }[], customer: { firstName?: string } = {}) {
      const user = await createCustomer(prisma, customer);
      const address = await prisma.address.create({
        data: {
          userId: user.id,
          name: "Khalid Ahmed",
          phoneNumber: "+971501110000",
          street: "Airport Road",
          buildingName: "Villa 3",
          floorApartmentNo: "G",
          landmark: "Near the mosque",
          areaDistrict: "Khalifa City",
          city: "Abu Dhabi",
          state: "Abu Dhabi",
        },
      });
      await prisma.user.update({ where: { id: user.id }, data: { defaultAddressId: address.id } });
      for (const line of cart) await prisma.cartItem.create({ data: { userId: user.id, ...line } });
      return { user, agent: await loginAgent(app, user) };
    },
  };
}
