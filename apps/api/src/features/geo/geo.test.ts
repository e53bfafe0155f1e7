import { EMIRATES, GEOCODE_MESSAGES, GeocodeResultSchema, LANGUAGE_COOKIE } from "@carcare/contracts";
import express from "express";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestContext, type TestContext } from "../../../test/context.js";
import { errorHandler } from "../../lib/error-handler.js";
import { EMIRATE_NAMES_AR, GAZETTEER } from "./gazetteer.js";
import { geoRoutes } from "./routes.js";
import {
  createLocationIqProvider,
  createProviderBudget,
  foldText,
  geocode,
  type GeocodeProvider,
  searchGazetteer,
  soundKey,
} from "./service.js";

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const geocodeHttp = (q?: string) =>
  request(ctx.app)
    .get("/api/geocode")
    .query(q === undefined ? {} : { q });

describe("the gazetteer", () => {
  it("when loaded, then it has at least 120 places across all seven emirates, each inside the UAE", () => {
    expect(GAZETTEER.length).toBeGreaterThanOrEqual(120);
    expect(new Set(GAZETTEER.map((p) => p.emirate))).toEqual(new Set(EMIRATES));
    for (const place of GAZETTEER) {
      // The UAE lies within about 22.6-26.1 N and 51.5-56.4 E.
      expect(place.lat, place.name).toBeGreaterThan(22.5);
      expect(place.lat, place.name).toBeLessThan(26.3);
      expect(place.lng, place.name).toBeGreaterThan(51.4);
      expect(place.lng, place.name).toBeLessThan(56.5);
    }
    const names = GAZETTEER.map((p) => foldText(p.name));
    expect(new Set(names).size).toBe(names.length);
  });

  it("when a place is searched by its own name, then that place is found", () => {
    for (const place of GAZETTEER) expect(searchGazetteer(place.name)?.name, place.name).toBe(place.name);
  });

  it("when regions are checked, then Abu Dhabi city, Al Ain and Al Dhafra have their districts and the east coast is there", () => {
    const nearby = (lat: number, lng: number, km: number) =>
      GAZETTEER.filter((p) => Math.hypot((p.lat - lat) * 111, (p.lng - lng) * 101) <= km);
    expect(nearby(24.45, 54.45, 25).length).toBeGreaterThanOrEqual(35); // Abu Dhabi city
    expect(nearby(24.21, 55.74, 20).length).toBeGreaterThanOrEqual(12); // Al Ain
    expect(GAZETTEER.filter((p) => p.lng < 53.8 && p.emirate === "Abu Dhabi").length).toBeGreaterThanOrEqual(
      8,
    );
    for (const name of ["Khor Fakkan", "Dibba Al-Fujairah", "Kalba", "Fujairah"]) {
      expect(searchGazetteer(name), name).not.toBeNull();
    }
  });

  it("when loaded, then every place has an Arabic name in Arabic letters, and searching it finds a place of that name", () => {
    const arabicOnly = /^[\u0621-\u064A ]+$/u;
    for (const place of GAZETTEER) {
      expect(place.nameAr.trim(), place.name).not.toBe("");
      expect(place.nameAr, place.name).toMatch(arabicOnly);
      // Two places may share an Arabic name (الكرامة in Abu Dhabi and in Dubai): the earlier answers.
      expect(searchGazetteer(place.nameAr)?.nameAr, place.name).toBe(place.nameAr);
    }
    for (const emirate of EMIRATES) expect(EMIRATE_NAMES_AR[emirate], emirate).toMatch(arabicOnly);
    expect(GAZETTEER.find((p) => p.name === "Mussafah")?.nameAr).toBe("مصفح");
    expect(GAZETTEER.find((p) => p.name === "Khalifa City")?.nameAr).toBe("مدينة خليفة");
  });

  it("when Arabic is written with other alef forms, taa marbuta, alef maqsura, tashkeel or tatweel, then it folds to the same text", () => {
    expect(foldText("أبوظبي")).toBe("ابوظبي");
    expect(foldText("إمارة")).toBe("اماره");
    expect(foldText("آل نهيان")).toBe("ال نهيان");
    expect(foldText("ٱلعين")).toBe("العين");
    expect(foldText("مُصَفَّح")).toBe("مصفح");
    expect(foldText("مصـــفح")).toBe("مصفح");
    expect(foldText("مدينة خليفة")).toBe("مدينه خليفه");
    expect(foldText("مستشفى")).toBe("مستشفي");
    expect(foldText("الظٰهر")).toBe("الظهر");
    // "ال" and the words that only describe a place ("مدينة", "جزيرة") do not change the key.
    expect(soundKey(foldText("المصفح"))).toBe(soundKey(foldText("مصفح")));
    expect(soundKey(foldText("مدينة خليفة"))).toBe(soundKey(foldText("خليفة")));
    expect(soundKey(foldText("جزيرة الريم"))).toBe(soundKey(foldText("الريم")));
  });

  it("when spellings vary, then the keys agree", () => {
    expect(soundKey(foldText("Mussafah"))).toBe(soundKey(foldText("Musaffah")));
    expect(soundKey(foldText("Al Karamah"))).toBe(soundKey(foldText("Karama")));
    expect(soundKey(foldText("Jumeira"))).toBe(soundKey(foldText("Jumeirah")));
    expect(soundKey(foldText("Alain"))).toBe(soundKey(foldText("Al-Ain")));
    expect(foldText("  Mússafah  ÁREA ")).toBe("mussafah area");
  });
});

describe("GET /geocode", () => {
  const expectPlace = async (q: string, name: string, emirate: string) => {
    const res = await geocodeHttp(q).expect(200);
    const body = GeocodeResultSchema.parse(res.body);
    expect({ q, name: body.name, emirate: body.emirate, source: body.source }).toEqual({
      q,
      name,
      emirate,
      source: "gazetteer",
    });
    return body;
  };

  it("when the exact name is given, then its position comes from the gazetteer", async () => {
    const body = await expectPlace("Mussafah", "Mussafah", "Abu Dhabi");
    expect(body.lat).toBeCloseTo(24.35, 1);
    expect(body.lng).toBeCloseTo(54.5, 1);
    const res = await geocodeHttp("Mussafah");
    expect(res.headers["cache-control"]).toContain("max-age");
  });

  it("when case, accents, spacing or generic words differ, then the same place is found", async () => {
    await expectPlace("MUSSAFAH", "Mussafah", "Abu Dhabi");
    await expectPlace("  mússafah  ", "Mussafah", "Abu Dhabi");
    await expectPlace("Mussafah area", "Mussafah", "Abu Dhabi");
    await expectPlace("Yas", "Yas Island", "Abu Dhabi");
    await expectPlace("al reem", "Al Reem Island", "Abu Dhabi");
  });

  it("when an alternative spelling or transliteration is given, then its place is found", async () => {
    await expectPlace("Musaffah", "Mussafah", "Abu Dhabi");
    await expectPlace("Musafah", "Mussafah", "Abu Dhabi");
    await expectPlace("Khalifa City A", "Khalifa City", "Abu Dhabi");
    await expectPlace("khalifa", "Khalifa City", "Abu Dhabi");
    await expectPlace("Khalifa City B", "Shakhbout City", "Abu Dhabi");
    await expectPlace("Alain", "Al Ain", "Abu Dhabi");
    await expectPlace("Tourist Club Area", "Al Zahiyah", "Abu Dhabi");
    await expectPlace("JBR", "Jumeirah Beach Residence", "Dubai");
    await expectPlace("Dibba", "Dibba Al-Fujairah", "Fujairah");
    await expectPlace("Khorfakkan", "Khor Fakkan", "Sharjah");
    await expectPlace("مصفح", "Mussafah", "Abu Dhabi");
    await expectPlace("الشارقة", "Sharjah", "Sharjah");
  });

  it("when only the start or a word of a name is given, then the prefix or word matches", async () => {
    await expectPlace("Saadiy", "Saadiyat Island", "Abu Dhabi");
    await expectPlace("Silicon", "Dubai Silicon Oasis", "Dubai");
    await expectPlace("Festival", "Dubai Festival City", "Dubai");
    await expectPlace("Ranches", "Arabian Ranches", "Dubai");
  });

  it("when a whole address is typed, then the most specific known place in it is found", async () => {
    await expectPlace("Villa 12, Street 5, Khalifa City A, Abu Dhabi, UAE", "Khalifa City", "Abu Dhabi");
    await expectPlace("Office 301, Al Qusais, Dubai", "Al Qusais", "Dubai");
  });

  it("when an emirate is named with an ambiguous area, then the area in that emirate is found", async () => {
    await expectPlace("Al Nahda", "Al Nahda", "Dubai");
    await expectPlace("Al Nahda, Sharjah", "Al Nahda Sharjah", "Sharjah");
    await expectPlace("Dubai", "Dubai", "Dubai");
  });

  it("when nothing matches, then 404 with a message (suggesting a near spelling when there is one)", async () => {
    const unknown = await geocodeHttp("Narnia Castle").expect(404);
    expect(unknown.body.message).toMatch(/could not find "Narnia Castle".*Mussafah/);
    const typo = await geocodeHttp("Mushrof").expect(404);
    expect(typo.body.message).toContain("Did you mean Al Mushrif (Abu Dhabi)?");
    await geocodeHttp("!!!").expect(404);
    // Words that name no place on their own.
    for (const q of ["city", "area", "Al"]) await geocodeHttp(q).expect(404);
  });

  it("when a place is typed in Arabic, however it is spelled, then its place is found", async () => {
    const cases: [string, string, string][] = [
      ["مصفح", "Mussafah", "Abu Dhabi"],
      ["المصفح", "Mussafah", "Abu Dhabi"],
      ["مُصفّح", "Mussafah", "Abu Dhabi"],
      ["مصـفح", "Mussafah", "Abu Dhabi"],
      ["مدينة خليفة", "Khalifa City", "Abu Dhabi"],
      ["مدينه خليفه", "Khalifa City", "Abu Dhabi"],
      ["خليفة", "Khalifa City", "Abu Dhabi"],
      ["مدينة خليفة ب", "Shakhbout City", "Abu Dhabi"],
      ["جزيرة ياس", "Yas Island", "Abu Dhabi"],
      ["ياس", "Yas Island", "Abu Dhabi"],
      ["جزيرة الريم", "Al Reem Island", "Abu Dhabi"],
      ["الريم", "Al Reem Island", "Abu Dhabi"],
      ["الخالدية", "Al Khalidiyah", "Abu Dhabi"],
      ["خالديه", "Al Khalidiyah", "Abu Dhabi"],
      ["البطين", "Al Bateen", "Abu Dhabi"],
      ["مدينة محمد بن زايد", "Mohammed Bin Zayed City", "Abu Dhabi"],
      ["مدينة زايد", "Madinat Zayed", "Abu Dhabi"],
      ["الظفرة", "Madinat Zayed", "Abu Dhabi"],
      ["أبوظبي", "Abu Dhabi", "Abu Dhabi"],
      ["ابو ظبي", "Abu Dhabi", "Abu Dhabi"],
      ["العين", "Al Ain", "Abu Dhabi"],
      ["ٱلعين", "Al Ain", "Abu Dhabi"],
      ["دبي", "Dubai", "Dubai"],
      ["الشارقة", "Sharjah", "Sharjah"],
      ["عجمان", "Ajman", "Ajman"],
      ["رأس الخيمة", "Ras Al Khaimah", "Ras Al Khaimah"],
      ["راس الخيمه", "Ras Al Khaimah", "Ras Al Khaimah"],
      ["الفجيرة", "Fujairah", "Fujairah"],
      ["أم القيوين", "Umm Al Quwain", "Umm Al Quwain"],
      ["ام القيوين", "Umm Al Quwain", "Umm Al Quwain"],
      ["خور فكان", "Khor Fakkan", "Sharjah"],
    ];
    for (const [q, name, emirate] of cases) await expectPlace(q, name, emirate);
  });

  it("when an Arabic address names an emirate or the country, then the area in that emirate is found", async () => {
    await expectPlace("الكرامة، دبي", "Al Karama", "Dubai");
    await expectPlace("الكرامة", "Al Karamah", "Abu Dhabi");
    await expectPlace("النهدة، الشارقة", "Al Nahda Sharjah", "Sharjah");
    await expectPlace(
      "فيلا 12، مدينة خليفة أ، أبوظبي، الإمارات العربية المتحدة",
      "Khalifa City",
      "Abu Dhabi",
    );
  });

  it("when the request is in Arabic (Accept-Language or the language cookie), then the place is named in Arabic; otherwise in English", async () => {
    const inArabic = await geocodeHttp("Mussafah").set("Accept-Language", "ar-AE,ar;q=0.9").expect(200);
    expect(GeocodeResultSchema.parse(inArabic.body)).toEqual({
      lat: 24.352,
      lng: 54.499,
      name: "مصفح",
      emirate: "Abu Dhabi",
      source: "gazetteer",
    });
    // A cached copy is kept per language.
    expect(inArabic.headers.vary).toMatch(/Accept-Language/i);
    const khalifa = await geocodeHttp("مدينه خليفه").set("Cookie", `${LANGUAGE_COOKIE}=ar`).expect(200);
    expect(khalifa.body).toMatchObject({ name: "مدينة خليفة", emirate: "Abu Dhabi" });
    const yas = await geocodeHttp("Yas").set("Accept-Language", "ar").expect(200);
    expect(yas.body.name).toBe("جزيرة ياس");

    const inEnglish = await geocodeHttp("مصفح").set("Accept-Language", "en").expect(200);
    expect(inEnglish.body).toEqual({
      lat: 24.352,
      lng: 54.499,
      name: "Mussafah",
      emirate: "Abu Dhabi",
      source: "gazetteer",
    });
    expect((await geocodeHttp("مدينة خليفة").expect(200)).body.name).toBe("Khalifa City");
  });

  it("when an Arabic query has one wrong letter, then the 404 suggests the place, in the request's language", async () => {
    const inArabic = await geocodeHttp("مصفخ").set("Accept-Language", "ar").expect(404);
    expect(inArabic.body.message).toContain("هل تقصد مصفح (أبوظبي)؟");
    const inEnglish = await geocodeHttp("مصفخ").expect(404);
    expect(inEnglish.body.message).toContain("Did you mean Mussafah (Abu Dhabi)?");
    const typo = await geocodeHttp("Mushrof").set("Accept-Language", "ar").expect(404);
    expect(typo.body.message).toContain("هل تقصد المشرف (أبوظبي)؟");
  });

  it("when q is missing, empty or blank, then 400 with a message", async () => {
    for (const q of [undefined, "", "   "]) {
      const res = await geocodeHttp(q).expect(400);
      expect(res.body.message).toContain(GEOCODE_MESSAGES.queryRequired);
    }
  });
});

describe("the external provider", () => {
  const fakeProvider = (answer: Awaited<ReturnType<GeocodeProvider>>) =>
    vi.fn<GeocodeProvider>(async () => answer);

  it("when the gazetteer knows the name exactly, then the provider is not asked", async () => {
    const provider = fakeProvider({ lat: 1, lng: 1, name: "Elsewhere" });
    const result = await geocode("Musaffah", { provider });
    expect(result).toMatchObject({ name: "Mussafah", source: "gazetteer" });
    expect(provider).not.toHaveBeenCalled();
  });

  it("when the gazetteer does not know the place, then the provider answers with the emirate of the nearest known place", async () => {
    const provider = fakeProvider({ lat: 24.4672, lng: 54.6094, name: "Etihad Arena" });
    const result = await geocode("Etihad Arena", { provider });
    expect(GeocodeResultSchema.parse(result)).toEqual({
      lat: 24.4672,
      lng: 54.6094,
      name: "Etihad Arena",
      emirate: "Abu Dhabi",
      source: "provider",
    });
    expect(provider).toHaveBeenCalledWith("Etihad Arena", expect.any(AbortSignal));
  });

  it("when the provider fails, finds nothing or answers nonsense, then the gazetteer answers", async () => {
    const failing = vi.fn<GeocodeProvider>(async () => {
      throw new Error("HTTP 500");
    });
    expect(await geocode("Villa 3, Khalifa City A", { provider: failing })).toMatchObject({
      name: "Khalifa City",
      source: "gazetteer",
    });
    expect(failing).toHaveBeenCalledOnce();
    expect(await geocode("Saadiy", { provider: fakeProvider(null) })).toMatchObject({ source: "gazetteer" });
    expect(
      await geocode("Saadiy", { provider: fakeProvider({ lat: Number.NaN, lng: 200, name: "?" }) }),
    ).toMatchObject({ source: "gazetteer" });
    await expect(geocode("Narnia", { provider: fakeProvider(null) })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });

  it("when the provider is slow, then it is aborted after the timeout and the gazetteer answers", async () => {
    let signal: AbortSignal | undefined;
    const slow: GeocodeProvider = (_query, s) => {
      signal = s;
      return new Promise(() => undefined);
    };
    const started = Date.now();
    const result = await geocode("Saadiy", { provider: slow, timeoutMs: 50 });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(result).toMatchObject({ name: "Saadiyat Island", source: "gazetteer" });
    expect(signal?.aborted).toBe(true);
  });

  it("when the route is given a provider, then /geocode answers with source 'provider'", async () => {
    const provider = fakeProvider({ lat: 25.1972, lng: 55.2744, name: "Burj Park" });
    const app = express().use("/api", geoRoutes(ctx.deps, { provider })).use(errorHandler);
    const res = await request(app).get("/api/geocode").query({ q: "Burj Park" }).expect(200);
    expect(GeocodeResultSchema.parse(res.body)).toMatchObject({ source: "provider", emirate: "Dubai" });
    expect(res.headers["cache-control"]).toBeUndefined();
  });

  it("when one client spends its lookups, then the gazetteer answers it alone and other clients still reach the provider", async () => {
    const provider = fakeProvider({ lat: 24.42, lng: 54.58, name: "Villa 3, Khalifa City A" });
    const app = express()
      .set("trust proxy", true)
      .use(
        "/api",
        geoRoutes(ctx.deps, {
          provider,
          budget: createProviderBudget({ perClientPerMinute: 2, perSecond: 100 }),
        }),
      )
      .use(errorHandler);
    const ask = (client: string) =>
      request(app)
        .get("/api/geocode")
        .set("X-Forwarded-For", client)
        .query({ q: "Villa 3, Khalifa City A" })
        .expect(200);
    const sources = [];
    for (let i = 0; i < 4; i += 1) sources.push((await ask("203.0.113.7")).body.source);
    expect(sources).toEqual(["provider", "provider", "gazetteer", "gazetteer"]);
    expect((await ask("203.0.113.7")).body).toMatchObject({ name: "Khalifa City" });
    expect(provider).toHaveBeenCalledTimes(2);
    // A fallback must not be cached: the next minute may reach the provider again.
    expect((await ask("203.0.113.7")).headers["cache-control"]).toBeUndefined();
    expect((await ask("198.51.100.20")).body.source).toBe("provider");
    expect(provider).toHaveBeenCalledTimes(3);
  });

  it("when lookups exceed the per-second cap, then the extra ones are answered by the gazetteer", async () => {
    const provider = fakeProvider({ lat: 24.54, lng: 54.43, name: "Saadiyat Cultural District" });
    const budget = createProviderBudget({ perSecond: 1 });
    const results = await Promise.all(
      ["192.0.2.1", "192.0.2.2", "192.0.2.3"].map((client) =>
        geocode("Saadiy", { provider, budget, client }),
      ),
    );
    expect(results.map((r) => r.source).sort()).toEqual(["gazetteer", "gazetteer", "provider"]);
    expect(provider).toHaveBeenCalledOnce();
  });

  it("when LocationIQ is the provider, then it is asked for the UAE with the key and its answer is read (fake fetch)", async () => {
    const calls: URL[] = [];
    const fakeFetch = vi.fn(async (url: string | URL | Request) => {
      calls.push(new URL(String(url)));
      return new Response(
        JSON.stringify([{ lat: "24.4539", lon: "54.3773", display_name: "Qasr Al Watan, Abu Dhabi" }]),
        {
          status: 200,
          headers: { "content-type": "application/json" },
        },
      );
    }) as unknown as typeof fetch;
    const provider = createLocationIqProvider("test-key", fakeFetch);
    const found = await provider("Qasr Al Watan", new AbortController().signal);
    expect(found).toEqual({ lat: 24.4539, lng: 54.3773, name: "Qasr Al Watan" });
    expect(calls[0]?.searchParams.get("key")).toBe("test-key");
    expect(calls[0]?.searchParams.get("q")).toBe("Qasr Al Watan");
    expect(calls[0]?.searchParams.get("countrycodes")).toBe("ae");

    const notFound = createLocationIqProvider(
      "k",
      (async () => new Response('{"error":"Unable to geocode"}', { status: 404 })) as unknown as typeof fetch,
    );
    expect(await notFound("x", new AbortController().signal)).toBeNull();
    const broken = createLocationIqProvider(
      "k",
      (async () => new Response("oops", { status: 502 })) as unknown as typeof fetch,
    );
    await expect(broken("x", new AbortController().signal)).rejects.toThrow(/502/);
  });

  it("when no GEOCODER_API_KEY is configured, then the app answers from the gazetteer only", async () => {
    expect(ctx.env.GEOCODER_API_KEY).toBeUndefined();
    const res = await geocodeHttp("Yas Mall").expect(200);
    expect(GeocodeResultSchema.parse(res.body).source).toBe("gazetteer");
    // Without a provider the answer can only change with a release, so browsers may keep it.
    expect(res.headers["cache-control"]).toBe("public, max-age=3600");
  });
});
