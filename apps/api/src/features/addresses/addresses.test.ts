import { AddressCreatedSchema, AddressListSchema, NOT_AUTHENTICATED_DETAIL } from "@carcare/contracts";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../test/context.js";
import { createCustomer, loginAgent } from "../../../test/factories.js";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const home = {
  name: "Fatima Al Mansoori",
  phone_number: "971501234500",
  street: "Hamdan Bin Mohammed St",
  building_name: "Al Noor Tower",
  floor_apartment_no: "12, 1204",
  landmark: "Near the Central Market",
  area_district: "Al Markaziyah",
  city: "Abu Dhabi",
  country: "United Arab Emirates",
  address_type: "Home",
};

async function customerAgent() {
  const user = await createCustomer(ctx.prisma);
  return { user, agent: await loginAgent(ctx.app, user) };
}

describe("addresses", () => {
  it("when the first address is added, then it is saved with the emirate and becomes the default", async () => {
    const { user, agent } = await customerAgent();
    const res = await agent.post("/api/add_address").send(home).expect(201);
    const { message, address } = AddressCreatedSchema.parse(res.body);
    expect(message).toBe("Address added successfully");
    expect(address).toMatchObject({
      city: "Abu Dhabi",
      state: "Abu Dhabi",
      country: "United Arab Emirates",
      is_default: true,
    });
    expect(address.phone_number).toBe("+971501234500");
    const row = await ctx.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row.defaultAddressId).toBe(address.id);
  });

  it("when a second address is added, then the first stays the default and the list shows the default first", async () => {
    const { agent } = await customerAgent();
    const first = (await agent.post("/api/add_address").send(home).expect(201)).body.address;
    await agent
      .post("/api/add_address")
      .send({ ...home, city: "al ain", address_type: "office", landmark: "" })
      .expect(201);
    const list = AddressListSchema.parse((await agent.get("/api/view_addresses").expect(200)).body).addresses;
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({ id: first.id, is_default: true });
    expect(list[1]).toMatchObject({
      city: "Al Ain",
      state: "Abu Dhabi",
      address_type: "Office",
      landmark: null,
      is_default: false,
    });
  });

  it("when required fields are missing, then 400 with the spec's message and nothing is saved", async () => {
    const { user, agent } = await customerAgent();
    for (const field of [
      "name",
      "phone_number",
      "street",
      "building_name",
      "floor_apartment_no",
      "area_district",
      "city",
    ]) {
      const res = await agent
        .post("/api/add_address")
        .send({ ...home, [field]: "" })
        .expect(400);
      // The spec's text exactly; which field it was travels in `fields`.
      expect(res.body.message).toBe("Please fill in all required fields");
      expect(Object.keys(res.body.fields ?? {})).toEqual([field]);
    }
    expect(await ctx.prisma.address.count({ where: { userId: user.id } })).toBe(0);
  });

  it("when the city, country, type or phone is not allowed, then 400 names it", async () => {
    const { agent } = await customerAgent();
    expect(
      (
        await agent
          .post("/api/add_address")
          .send({ ...home, city: "Riyadh" })
          .expect(400)
      ).body.message,
    ).toMatch(/city from the list/);
    expect(
      (
        await agent
          .post("/api/add_address")
          .send({ ...home, country: "Oman" })
          .expect(400)
      ).body.message,
    ).toMatch(/United Arab Emirates only/);
    expect(
      (
        await agent
          .post("/api/add_address")
          .send({ ...home, address_type: "Villa" })
          .expect(400)
      ).body.message,
    ).toMatch(/Home or Office/);
    expect(
      (
        await agent
          .post("/api/add_address")
          .send({ ...home, phone_number: "123" })
          .expect(400)
      ).body.message,
    ).toMatch(/valid phone/);
  });

  it("when another address is made the default, then exactly one default remains", async () => {
    const { user, agent } = await customerAgent();
    await agent.post("/api/add_address").send(home).expect(201);
    const second = (
      await agent
        .post("/api/add_address")
        .send({ ...home, name: "Office" })
        .expect(201)
    ).body.address;
    const res = await agent.put(`/api/set_default_address/${second.id}/`).send({}).expect(200);
    expect(res.body.message).toBe("Default address changed");
    const list = AddressListSchema.parse((await agent.get("/api/view_addresses")).body).addresses;
    expect(list.filter((a) => a.is_default).map((a) => a.id)).toEqual([second.id]);
    expect((await ctx.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).defaultAddressId).toBe(
      second.id,
    );
  });

  it("when the default is deleted, then another address becomes the default; the last one leaves none", async () => {
    const { user, agent } = await customerAgent();
    const a = (await agent.post("/api/add_address").send(home).expect(201)).body.address;
    const b = (
      await agent
        .post("/api/add_address")
        .send({ ...home, name: "B" })
        .expect(201)
    ).body.address;
    const res = await agent.delete(`/api/delete_address/${a.id}/`).expect(200);
    expect(res.body.message).toBe("Address Deleted successfully");
    expect((await ctx.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).defaultAddressId).toBe(b.id);
    await agent.delete(`/api/delete_address/${b.id}`).expect(200);
    expect((await ctx.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).defaultAddressId).toBeNull();
  });

  it("when a customer touches another customer's address, then 404 and nothing changes", async () => {
    const owner = await customerAgent();
    const address = (await owner.agent.post("/api/add_address").send(home).expect(201)).body.address;
    const other = await customerAgent();
    await other.agent.put(`/api/set_default_address/${address.id}/`).send({}).expect(404);
    await other.agent.delete(`/api/delete_address/${address.id}/`).expect(404);
    expect((await other.agent.get("/api/view_addresses")).body.addresses).toEqual([]);
    expect(await ctx.prisma.address.count({ where: { id: address.id } })).toBe(1);
    expect(
      (await ctx.prisma.user.findUniqueOrThrow({ where: { id: other.user.id } })).defaultAddressId,
    ).toBeNull();
  });

  it("when the id is not a number, then 400; without a session, then 401", async () => {
    const { agent } = await customerAgent();
    await agent.put("/api/set_default_address/abc/").send({}).expect(400);
    const res = await request(ctx.app).get("/api/view_addresses").expect(401);
    expect(res.body).toEqual({ detail: NOT_AUTHENTICATED_DETAIL });
  });

  it("when addresses are added at the same time, then only one of them becomes the default", async () => {
    const { user, agent } = await customerAgent();
    await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        agent
          .post("/api/add_address")
          .send({ ...home, name: `N${i}` })
          .expect(201),
      ),
    );
    const list = AddressListSchema.parse((await agent.get("/api/view_addresses")).body).addresses;
    expect(list).toHaveLength(5);
    expect(list.filter((a) => a.is_default)).toHaveLength(1);
    expect(await ctx.prisma.address.count({ where: { userId: user.id } })).toBe(5);
  });
});

describe("set default racing delete", () => {
  it("when set-default and delete race on the same address 20 times, then every answer is 200 or 404 and exactly one default remains", async () => {
    const { user, agent } = await customerAgent();
    const keeper = (await agent.post("/api/add_address").send(home).expect(201)).body.address;
    for (let round = 0; round < 20; round += 1) {
      const target = (
        await agent
          .post("/api/add_address")
          .send({ ...home, name: `Race ${round}` })
          .expect(201)
      ).body.address;
      const [setDefault, remove] = await Promise.all([
        agent.put(`/api/set_default_address/${target.id}/`).send({}),
        agent.delete(`/api/delete_address/${target.id}/`),
      ]);
      expect([200, 404]).toContain(setDefault.status);
      expect(remove.status).toBe(200);
      expect(setDefault.body.message).toBe(
        setDefault.status === 200 ? "Default address changed" : "Address not found",
      );
      const row = await ctx.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
      // The race target is gone whichever call went first, so the default falls back to the keeper.
      expect(row.defaultAddressId).toBe(keeper.id);
      expect(await ctx.prisma.address.count({ where: { id: target.id } })).toBe(0);
    }
    const list = AddressListSchema.parse((await agent.get("/api/view_addresses")).body).addresses;
    expect(list.filter((a) => a.is_default).map((a) => a.id)).toEqual([keeper.id]);
  });

  it("when the default is deleted twice while another address is deleted, then 200, 404 and 200, and the address left is the default", async () => {
    const { user, agent } = await customerAgent();
    const add = async (name: string) =>
      (
        await agent
          .post("/api/add_address")
          .send({ ...home, name })
          .expect(201)
      ).body.address as { id: number };
    const first = await add("First");
    const second = await add("Second");
    const third = await add("Third");
    const statuses = (
      await Promise.all([
        agent.delete(`/api/delete_address/${first.id}/`),
        agent.delete(`/api/delete_address/${first.id}/`),
        agent.delete(`/api/delete_address/${second.id}/`),
      ])
    ).map((res) => res.status);
    expect(statuses.slice(0, 2).sort()).toEqual([200, 404]);
    expect(statuses[2]).toBe(200);
    expect((await ctx.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).defaultAddressId).toBe(
      third.id,
    );
    expect(await ctx.prisma.address.findMany({ where: { userId: user.id }, select: { id: true } })).toEqual([
      { id: third.id },
    ]);
  });
});
