import {
  averageRating,
  boundingBox,
  haversineKm,
  MessageSchema,
  NEARBY_RADIUS_MAX_KM,
  NearbyServicesResponseSchema,
  NOT_AUTHENTICATED_DETAIL,
  SERVICE_MESSAGES,
  ServiceCategoriesResponseSchema,
  ServiceRatingsResponseSchema,
  ServicesResponseSchema,
  SingleServiceResponseSchema,
} from "@carcare/contracts";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../../test/context.js";
import { createCustomer, loginAgent } from "../../../test/factories.js";
import { createService, createServiceCategory, PLACES } from "../../../test/factories-services.js";
import { listServices } from "./service.js";

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const listNear = (query: Record<string, string>) =>
  request(ctx.app).get("/api/view_service_user").query(query);

/** A point `km` from the centre towards a bearing (degrees from north), on the sphere haversineKm uses. */
function pointAt(centre: { lat: number; lng: number }, km: number, bearingDegrees: number) {
  const R = 6371.0088;
  const rad = Math.PI / 180;
  const d = km / R;
  const bearing = bearingDegrees * rad;
  const lat1 = centre.lat * rad;
  const lng1 = centre.lng * rad;
  const lat2 = Math.asin(Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(bearing));
  const lng2 =
    lng1 +
    Math.atan2(
      Math.sin(bearing) * Math.sin(d) * Math.cos(lat1),
      Math.cos(d) - Math.sin(lat1) * Math.sin(lat2),
    );
  return { lat: lat2 / rad, lng: ((((lng2 / rad + 540) % 360) + 360) % 360) - 180 };
}

describe("distance helpers", () => {
  it("when measuring between real places, then the haversine distances match the map", () => {
    expect(haversineKm(PLACES.mussafah, PLACES.yasIsland)).toBeCloseTo(18.6, 0);
    expect(haversineKm(PLACES.mussafah, PLACES.dubaiMarina)).toBeGreaterThan(100);
    expect(haversineKm(PLACES.mussafah, PLACES.mussafah)).toBe(0);
  });

  it("when a point lies on the radius in any direction, then the bounding box contains it", () => {
    const centres = [PLACES.mussafah, { lat: 0, lng: 0 }, { lat: 70, lng: 20 }, { lat: -45, lng: 179.9 }];
    const anyLongitude: string[] = [];
    for (const centre of centres) {
      for (const radius of [1, 25, 300]) {
        const box = boundingBox(centre, radius);
        // No longitude range means any longitude (the box crosses the 180th meridian or a pole).
        if (box.lng === null) anyLongitude.push(`${centre.lat},${centre.lng} ${radius} km`);
        const lng = box.lng ?? { min: -180, max: 180 };
        for (let bearing = 0; bearing < 360; bearing += 15) {
          const point = pointAt(centre, radius * 0.999, bearing);
          const where = JSON.stringify({ centre, radius, bearing, point, box });
          expect(point.lat >= box.lat.min && point.lat <= box.lat.max, where).toBe(true);
          expect(point.lng >= lng.min && point.lng <= lng.max, where).toBe(true);
        }
      }
    }
    // Only the boxes that reach past the 180th meridian give up the longitude range.
    expect(anyLongitude).toEqual(["-45,179.9 25 km", "-45,179.9 300 km"]);
  });

  it("when ratings are summed, then the average has one decimal, rounded half up, and 0 without ratings", () => {
    expect(averageRating(0, 0)).toBe(0);
    expect(averageRating(13, 3)).toBe(4.3);
    expect(averageRating(9, 2)).toBe(4.5);
    expect(averageRating(89, 20)).toBe(4.5);
    expect(averageRating(14, 3)).toBe(4.7);
  });
});

describe("GET /view_service_categories_user", () => {
  it("when categories exist, then they are listed by position with id and name", async () => {
    const second = await createServiceCategory(ctx.prisma, { name: "Tyres and Alignment", position: 2 });
    const first = await createServiceCategory(ctx.prisma, { name: "Car Wash Vendors", position: 1 });
    const res = await request(ctx.app).get("/api/view_service_categories_user").expect(200);
    const { service_categories } = ServiceCategoriesResponseSchema.parse(res.body);
    const mine = service_categories.filter((c) => [first.id, second.id].includes(c.id));
    expect(mine).toEqual([
      { id: first.id, name: "Car Wash Vendors" },
      { id: second.id, name: "Tyres and Alignment" },
    ]);
  });
});

describe("GET /view_service_user", () => {
  it("when no location is given (or lat and lng are empty), then every vendor is listed without a distance", async () => {
    const category = await createServiceCategory(ctx.prisma, { name: "Detailing" });
    const near = await createService(ctx.prisma, {
      vendorName: "Mussafah Detailing",
      categoryId: category.id,
      ratingCount: 3,
      ratingSum: 13,
      images: ["/media/a.jpg", "/media/b.jpg"],
    });
    const far = await createService(ctx.prisma, { vendorName: "Marina Detailing", at: PLACES.dubaiMarina });

    for (const query of [{}, { lat: "", lng: "" }] as Record<string, string>[]) {
      const res = await listNear(query).set("Host", "shop.example").expect(200);
      const { services } = ServicesResponseSchema.parse(res.body);
      const ids = services.map((s) => s.id);
      expect(ids).toEqual(expect.arrayContaining([near.id, far.id]));
      expect(services.every((s) => s.distance_km === undefined)).toBe(true);
      expect(services.find((s) => s.id === near.id)).toEqual({
        id: near.id,
        vendor_name: "Mussafah Detailing",
        address: near.address,
        service_category: "Detailing",
        service_details: near.details,
        images: ["http://shop.example/media/a.jpg", "http://shop.example/media/b.jpg"],
        average_rating: 4.3,
        rating_count: 3,
        whatsapp_number: near.whatsappNumber,
        phone_number: near.phoneNumber,
        latitude: PLACES.mussafah.lat,
        longitude: PLACES.mussafah.lng,
      });
    }
  });

  it("when a location in Mussafah is given, then vendors within 25 km come nearest first with distances, Dubai Marina left out", async () => {
    const yas = await createService(ctx.prisma, { vendorName: "Yas Car Care", at: PLACES.yasIsland });
    const marina = await createService(ctx.prisma, { vendorName: "Marina Car Care", at: PLACES.dubaiMarina });
    const khalifa = await createService(ctx.prisma, {
      vendorName: "Khalifa Car Care",
      at: PLACES.khalifaCity,
    });
    const mussafah = await createService(ctx.prisma, {
      vendorName: "Mussafah Car Care",
      at: PLACES.mussafah,
    });
    const alAin = await createService(ctx.prisma, { vendorName: "Al Ain Car Care", at: PLACES.alAin });

    const res = await listNear({ lat: "24.352", lng: "54.499" }).expect(200);
    const { services } = ServicesResponseSchema.parse(res.body);
    const ids = services.map((s) => s.id);
    expect(ids).not.toContain(marina.id);
    expect(ids).not.toContain(alAin.id);
    expect(ids.filter((id) => [yas.id, khalifa.id, mussafah.id].includes(id))).toEqual([
      mussafah.id,
      khalifa.id,
      yas.id,
    ]);
    const distances = services.map((s) => s.distance_km!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances.every((d) => d <= 25)).toBe(true);
    const distanceOf = (id: number) => services.find((s) => s.id === id)?.distance_km;
    expect(distanceOf(mussafah.id)).toBe(0);
    expect(distanceOf(khalifa.id)).toBe(
      Math.round(haversineKm(PLACES.mussafah, PLACES.khalifaCity) * 10) / 10,
    );
    expect(distanceOf(yas.id)).toBe(Math.round(haversineKm(PLACES.mussafah, PLACES.yasIsland) * 10) / 10);
    expect(String(distanceOf(yas.id))).toMatch(/^\d+(\.\d)?$/);
  });

  it("when vendors sit just inside and just outside 25 km (north, east, south-west), then only the inside ones are listed", async () => {
    // An empty stretch of desert south of Liwa, so no other test's vendor is near.
    const centre = { lat: 22.9, lng: 54.2 };
    const inside = await Promise.all(
      [0, 90, 225].map((bearing) => createService(ctx.prisma, { at: pointAt(centre, 24.9, bearing) })),
    );
    const outside = await Promise.all(
      [0, 90, 225].map((bearing) => createService(ctx.prisma, { at: pointAt(centre, 25.1, bearing) })),
    );
    const res = await listNear({ lat: String(centre.lat), lng: String(centre.lng) }).expect(200);
    const ids = ServicesResponseSchema.parse(res.body).services.map((s) => s.id);
    expect(ids.sort()).toEqual(inside.map((s) => s.id).sort());
    expect(ids).not.toEqual(expect.arrayContaining(outside.map((s) => s.id)));
  });

  it("when lat=0 and lng=0, then it is a real location: only vendors within 25 km of it (none)", async () => {
    await createService(ctx.prisma, { at: PLACES.mussafah });
    const res = await listNear({ lat: "0", lng: "0" }).expect(200);
    expect(ServicesResponseSchema.parse(res.body)).toEqual({ services: [] });
  });

  it("when a vendor is across the 180th meridian, then it is still found by distance", async () => {
    const across = await createService(ctx.prisma, { at: { lat: -16.5, lng: 179.95 } });
    const res = await listNear({ lat: "-16.5", lng: "-179.95" }).expect(200);
    const { services } = ServicesResponseSchema.parse(res.body);
    expect(services.map((s) => s.id)).toEqual([across.id]);
    expect(services[0]?.distance_km).toBeCloseTo(10.7, 1);
  });

  it("when lat or lng is not a number, out of range or only one is given, then 400 with a message", async () => {
    const cases: [Record<string, string>, string][] = [
      [{ lat: "abc", lng: "54.3" }, "lat must be a number between -90 and 90"],
      [{ lat: "91", lng: "54.3" }, "lat must be a number between -90 and 90"],
      [{ lat: "-90.5", lng: "54.3" }, "lat must be a number between -90 and 90"],
      [{ lat: "24.4", lng: "180.01" }, "lng must be a number between -180 and 180"],
      [{ lat: "24.4", lng: "Infinity" }, "lng must be a number between -180 and 180"],
      [{ lat: "1e1", lng: "54" }, "lat must be a number between -90 and 90"],
      [{ lat: "24.4" }, SERVICE_MESSAGES.bothCoordinates],
      [{ lat: "", lng: "54.3" }, SERVICE_MESSAGES.bothCoordinates],
    ];
    for (const [query, message] of cases) {
      const res = await listNear(query).expect(400);
      expect(res.body.message, JSON.stringify(query)).toContain(message);
    }
    await request(ctx.app).get("/api/view_service_user?lat=1&lat=2&lng=3").expect(400);
  });

  it("when the extremes -90/90 and -180/180 are given, then they are accepted", async () => {
    await listNear({ lat: "-90", lng: "180" }).expect(200);
    await listNear({ lat: "90", lng: "-180" }).expect(200);
  });

  it("when the radius is configured smaller, then farther vendors are left out", async () => {
    const mussafah = await createService(ctx.prisma, { at: PLACES.mussafah });
    const yas = await createService(ctx.prisma, { at: PLACES.yasIsland });
    const services = await listServices({ db: ctx.deps.db, radiusKm: 5 }, PLACES.mussafah);
    const ids = services.map((s) => s.id);
    expect(ids).toContain(mussafah.id);
    expect(ids).not.toContain(yas.id);
  });
});

describe("GET /get_nearby_services (the old client's location hook)", () => {
  const nearby = (query: Record<string, string>) =>
    request(ctx.app).get("/api/get_nearby_services").query(query);

  it("when a location is given, then the vendors within the radius come nearest first, each with its distance in km", async () => {
    // Around Ruwais, far from the other tests' vendors.
    const centre = { lat: 24.11, lng: 52.73 };
    const at3 = await createService(ctx.prisma, { at: pointAt(centre, 3, 45), images: ["/img/v3.svg"] });
    const at1 = await createService(ctx.prisma, { at: pointAt(centre, 1, 180) });
    const at20 = await createService(ctx.prisma, { at: pointAt(centre, 20, 270) });
    const at30 = await createService(ctx.prisma, { at: pointAt(centre, 30, 0) });

    const res = await nearby({ lat: String(centre.lat), lng: String(centre.lng) })
      .set("Host", "shop.example")
      .expect(200);
    const { services } = NearbyServicesResponseSchema.parse(res.body);
    expect(services.map((s) => s.id)).toEqual([at1.id, at3.id, at20.id]);
    expect(services.map((s) => s.distance)).toEqual([1, 3, 20]);
    expect(services.map((s) => s.id)).not.toContain(at30.id);
    // The same item as view_service_user's, plus distance.
    const viewed = ServicesResponseSchema.parse(
      (await listNear({ lat: String(centre.lat), lng: String(centre.lng) }).set("Host", "shop.example")).body,
    ).services;
    expect(services.map(({ distance: _distance, ...item }) => item)).toEqual(viewed);
    expect(services[1]?.images).toEqual(["http://shop.example/img/v3.svg"]);
  });

  it("when a radius is given, then it replaces the default 25 km", async () => {
    const centre = { lat: 23.65, lng: 53.7 };
    const at2 = await createService(ctx.prisma, { at: pointAt(centre, 2, 90) });
    const at8 = await createService(ctx.prisma, { at: pointAt(centre, 8, 90) });
    const at40 = await createService(ctx.prisma, { at: pointAt(centre, 40, 90) });
    const query = { lat: String(centre.lat), lng: String(centre.lng) };

    const small = NearbyServicesResponseSchema.parse(
      (await nearby({ ...query, radius: "5" }).expect(200)).body,
    );
    expect(small.services.map((s) => s.id)).toEqual([at2.id]);
    const wide = NearbyServicesResponseSchema.parse(
      (await nearby({ ...query, radius: "50" }).expect(200)).body,
    );
    expect(wide.services.map((s) => s.id)).toEqual([at2.id, at8.id, at40.id]);
    const byDefault = NearbyServicesResponseSchema.parse((await nearby(query).expect(200)).body);
    expect(byDefault.services.map((s) => s.id)).toEqual([at2.id, at8.id]);
  });

  it("when lat or lng is missing or bad, or the radius is not a sane number, then 400 with {message, error}", async () => {
    const cases: [Record<string, string>, string][] = [
      [{}, SERVICE_MESSAGES.nearbyNeedsLocation],
      [{ lat: "24.4" }, SERVICE_MESSAGES.nearbyNeedsLocation],
      [{ lat: "", lng: "" }, SERVICE_MESSAGES.nearbyNeedsLocation],
      [{ lat: "abc", lng: "54.3" }, "lat"],
      [{ lat: "24.4", lng: "200" }, "lng"],
      [{ lat: "24.4", lng: "54.3", radius: "far" }, "radius"],
      [{ lat: "24.4", lng: "54.3", radius: "0" }, "radius"],
      [{ lat: "24.4", lng: "54.3", radius: String(NEARBY_RADIUS_MAX_KM + 1) }, "radius"],
    ];
    for (const [query, text] of cases) {
      const res = await nearby(query).expect(400);
      expect(res.body.message, JSON.stringify(query)).toContain(text);
      expect(res.body.error, JSON.stringify(query)).toBe(res.body.message);
    }
  });
});

describe("GET /view_single_service_user/{id}/", () => {
  it("when the vendor exists, then it is answered (with or without the trailing slash)", async () => {
    const vendor = await createService(ctx.prisma, { vendorName: "Corniche Tyres", images: [] });
    for (const path of [
      `/api/view_single_service_user/${vendor.id}/`,
      `/api/view_single_service_user/${vendor.id}`,
    ]) {
      const res = await request(ctx.app).get(path).expect(200);
      const { service } = SingleServiceResponseSchema.parse(res.body);
      expect(service).toMatchObject({
        id: vendor.id,
        vendor_name: "Corniche Tyres",
        images: [],
        average_rating: 0,
        rating_count: 0,
      });
      expect(service.distance_km).toBeUndefined();
    }
  });

  it("when the vendor is unknown, then 404 with a message; a non-numeric id is 400", async () => {
    const missing = await request(ctx.app).get("/api/view_single_service_user/999999/").expect(404);
    expect(missing.body.message).toBe(SERVICE_MESSAGES.serviceNotFound);
    await request(ctx.app).get("/api/view_single_service_user/abc/").expect(400);
    await request(ctx.app).get("/api/view_single_service_user/99999999999/").expect(400);
  });
});

describe("POST /log_service_interaction", () => {
  it("when a logged-in customer sends the multipart form, then the contact is recorded", async () => {
    const customer = await createCustomer(ctx.prisma);
    const vendor = await createService(ctx.prisma);
    const agent = await loginAgent(ctx.app, customer);
    const res = await agent
      .post("/api/log_service_interaction")
      .field("action", "WHATSAPP")
      .field("service_id", String(vendor.id))
      .expect(201);
    expect(MessageSchema.parse(res.body).message).toBe(SERVICE_MESSAGES.interactionLogged);
    const rows = await ctx.prisma.serviceInteraction.findMany({ where: { serviceId: vendor.id } });
    expect(rows).toEqual([
      expect.objectContaining({ userId: customer.id, serviceId: vendor.id, action: "WHATSAPP" }),
    ]);
  });

  it("when the body is JSON with a number id and a lower-case action, then it is recorded too", async () => {
    const customer = await createCustomer(ctx.prisma);
    const vendor = await createService(ctx.prisma);
    const agent = await loginAgent(ctx.app, customer);
    await agent
      .post("/api/log_service_interaction")
      .send({ action: "call", service_id: vendor.id })
      .expect(201);
    const rows = await ctx.prisma.serviceInteraction.findMany({ where: { serviceId: vendor.id } });
    expect(rows.map((r) => r.action)).toEqual(["CALL"]);
  });

  it("when the action is not WHATSAPP or CALL, then 400 and nothing is recorded", async () => {
    const customer = await createCustomer(ctx.prisma);
    const vendor = await createService(ctx.prisma);
    const agent = await loginAgent(ctx.app, customer);
    for (const action of ["EMAIL", ""]) {
      const res = await agent
        .post("/api/log_service_interaction")
        .field("action", action)
        .field("service_id", String(vendor.id))
        .expect(400);
      expect(res.body.message).toContain(SERVICE_MESSAGES.badAction);
    }
    await agent.post("/api/log_service_interaction").send({ service_id: vendor.id }).expect(400);
    expect(await ctx.prisma.serviceInteraction.count({ where: { serviceId: vendor.id } })).toBe(0);
  });

  it("when the service is unknown, then 404 and nothing is recorded", async () => {
    const customer = await createCustomer(ctx.prisma);
    const agent = await loginAgent(ctx.app, customer);
    const res = await agent
      .post("/api/log_service_interaction")
      .field("action", "CALL")
      .field("service_id", "987654")
      .expect(404);
    expect(res.body.message).toBe(SERVICE_MESSAGES.serviceNotFound);
    expect(await ctx.prisma.serviceInteraction.count({ where: { userId: customer.id } })).toBe(0);
  });

  it("when there is no session, then 401 with the exact detail and nothing is recorded", async () => {
    const vendor = await createService(ctx.prisma);
    const res = await request(ctx.app)
      .post("/api/log_service_interaction")
      .field("action", "CALL")
      .field("service_id", String(vendor.id))
      .expect(401);
    expect(res.body).toEqual({ detail: NOT_AUTHENTICATED_DETAIL });
    expect(await ctx.prisma.serviceInteraction.count({ where: { serviceId: vendor.id } })).toBe(0);
  });
});

describe("POST /add_service_rating and GET /view_service_rating", () => {
  it("when a customer rates a vendor, then the rating is stored, the vendor's count and sum grow and it is listed", async () => {
    const customer = await createCustomer(ctx.prisma, { firstName: "Mariam" });
    const vendor = await createService(ctx.prisma);
    const agent = await loginAgent(ctx.app, customer);
    const res = await agent
      .post("/api/add_service_rating")
      .send({ service_id: vendor.id, rating: 4, comment: "  Quick and careful  " })
      .expect(201);
    expect(MessageSchema.parse(res.body).message).toBe(SERVICE_MESSAGES.ratingAdded);

    const row = await ctx.prisma.serviceRating.findUniqueOrThrow({
      where: { serviceId_userId: { serviceId: vendor.id, userId: customer.id } },
    });
    expect(row).toMatchObject({ rating: 4, comment: "Quick and careful" });
    const stored = await ctx.prisma.service.findUniqueOrThrow({ where: { id: vendor.id } });
    expect(stored).toMatchObject({ ratingCount: 1, ratingSum: 4 });

    const list = await request(ctx.app)
      .get("/api/view_service_rating")
      .query({ service_id: vendor.id })
      .expect(200);
    expect(ServiceRatingsResponseSchema.parse(list.body)).toEqual({
      Ratings: [
        {
          id: row.id,
          username: "Mariam",
          rating: 4,
          comment: "Quick and careful",
          date: row.createdAt.toISOString(),
        },
      ],
    });
  });

  it("when the same customer rates the vendor again, then 409 with a clear message and nothing changes", async () => {
    const customer = await createCustomer(ctx.prisma);
    const vendor = await createService(ctx.prisma);
    const agent = await loginAgent(ctx.app, customer);
    await agent
      .post("/api/add_service_rating")
      .send({ service_id: vendor.id, rating: 5, comment: "Great" })
      .expect(201);
    const again = await agent
      .post("/api/add_service_rating")
      .send({ service_id: vendor.id, rating: 1, comment: "Changed my mind" })
      .expect(409);
    expect(again.body.message).toBe(SERVICE_MESSAGES.alreadyRated);
    const rows = await ctx.prisma.serviceRating.findMany({ where: { serviceId: vendor.id } });
    expect(rows.map((r) => [r.rating, r.comment])).toEqual([[5, "Great"]]);
    expect(await ctx.prisma.service.findUniqueOrThrow({ where: { id: vendor.id } })).toMatchObject({
      ratingCount: 1,
      ratingSum: 5,
    });
  });

  it("when one customer sends two first ratings at once, then exactly one is stored and the other gets 409", async () => {
    const customer = await createCustomer(ctx.prisma);
    const vendor = await createService(ctx.prisma);
    const agent = await loginAgent(ctx.app, customer);
    const send = (rating: number) =>
      agent.post("/api/add_service_rating").send({ service_id: vendor.id, rating, comment: "Double click" });
    const statuses = (await Promise.all([send(5), send(4), send(3)])).map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409, 409]);
    const stored = await ctx.prisma.service.findUniqueOrThrow({ where: { id: vendor.id } });
    const rows = await ctx.prisma.serviceRating.findMany({ where: { serviceId: vendor.id } });
    expect(rows).toHaveLength(1);
    expect(stored).toMatchObject({ ratingCount: 1, ratingSum: rows[0]!.rating });
  });

  it("when several customers rate a vendor, then the average (one decimal) and count follow, and the list is newest first", async () => {
    const vendor = await createService(ctx.prisma);
    const names = ["Omar", "Fatima", "Rashid"];
    for (const [i, rating] of [5, 4, 4].entries()) {
      const customer = await createCustomer(ctx.prisma, { firstName: names[i]! });
      const agent = await loginAgent(ctx.app, customer);
      await agent
        .post("/api/add_service_rating")
        .field("service_id", String(vendor.id))
        .field("rating", String(rating))
        .field("comment", `Visit ${i + 1}`)
        .expect(201);
    }
    const single = await request(ctx.app).get(`/api/view_single_service_user/${vendor.id}/`).expect(200);
    expect(SingleServiceResponseSchema.parse(single.body).service).toMatchObject({
      average_rating: 4.3,
      rating_count: 3,
    });
    const list = await request(ctx.app)
      .get("/api/view_service_rating")
      .query({ service_id: vendor.id })
      .expect(200);
    const { Ratings } = ServiceRatingsResponseSchema.parse(list.body);
    expect(Ratings.map((r) => r.username)).toEqual(["Rashid", "Fatima", "Omar"]);
    expect(Ratings.map((r) => r.rating)).toEqual([4, 4, 5]);
  });

  it("when the rating or comment is missing (or the rating is the client's unset 0), then exactly 'please fill all fields'", async () => {
    const customer = await createCustomer(ctx.prisma);
    const vendor = await createService(ctx.prisma);
    const agent = await loginAgent(ctx.app, customer);
    const bodies = [
      { service_id: vendor.id, comment: "No stars" },
      { service_id: vendor.id, rating: 0, comment: "Zero stars" },
      { service_id: vendor.id, rating: 4 },
      { service_id: vendor.id, rating: 4, comment: "   " },
      { service_id: vendor.id, rating: "", comment: "" },
    ];
    for (const body of bodies) {
      const res = await agent.post("/api/add_service_rating").send(body).expect(400);
      expect(res.body.message, JSON.stringify(body)).toBe(SERVICE_MESSAGES.fillAllFields);
      expect(res.body.error).toBe(SERVICE_MESSAGES.fillAllFields);
    }
    for (const rating of [6, -1, 2.5, "four"]) {
      const res = await agent
        .post("/api/add_service_rating")
        .send({ service_id: vendor.id, rating, comment: "Out of range" })
        .expect(400);
      expect(res.body.message).toContain(SERVICE_MESSAGES.ratingOutOfRange);
    }
    expect(await ctx.prisma.serviceRating.count({ where: { serviceId: vendor.id } })).toBe(0);
    expect(await ctx.prisma.service.findUniqueOrThrow({ where: { id: vendor.id } })).toMatchObject({
      ratingCount: 0,
      ratingSum: 0,
    });
  });

  it("when the vendor is unknown, then 404 and nothing is stored", async () => {
    const customer = await createCustomer(ctx.prisma);
    const agent = await loginAgent(ctx.app, customer);
    const res = await agent
      .post("/api/add_service_rating")
      .send({ service_id: 876543, rating: 5, comment: "Ghost" })
      .expect(404);
    expect(res.body.message).toBe(SERVICE_MESSAGES.serviceNotFound);
    expect(await ctx.prisma.serviceRating.count({ where: { userId: customer.id } })).toBe(0);
  });

  it("when there is no session, then 401 with the exact detail and nothing is stored", async () => {
    const vendor = await createService(ctx.prisma);
    const res = await request(ctx.app)
      .post("/api/add_service_rating")
      .send({ service_id: vendor.id, rating: 5, comment: "Anonymous" })
      .expect(401);
    expect(res.body).toEqual({ detail: NOT_AUTHENTICATED_DETAIL });
    expect(await ctx.prisma.serviceRating.count({ where: { serviceId: vendor.id } })).toBe(0);
  });

  it("when a vendor has no ratings, then Ratings is an empty list, not an error", async () => {
    const vendor = await createService(ctx.prisma);
    const res = await request(ctx.app).get(`/api/view_service_rating?service_id=${vendor.id}`).expect(200);
    expect(ServiceRatingsResponseSchema.parse(res.body)).toEqual({ Ratings: [] });
  });

  it("when service_id is missing or not a number, then 400; when unknown, then 404; never 500", async () => {
    const missing = await request(ctx.app).get("/api/view_service_rating").expect(400);
    expect(missing.body.message).toContain(SERVICE_MESSAGES.chooseService);
    await request(ctx.app).get("/api/view_service_rating?service_id=").expect(400);
    await request(ctx.app).get("/api/view_service_rating?service_id=abc").expect(400);
    const unknown = await request(ctx.app).get("/api/view_service_rating?service_id=765432").expect(404);
    expect(unknown.body.message).toBe(SERVICE_MESSAGES.serviceNotFound);
  });
});
