import { describe, expect, it } from "vitest";
import { parseServicesSearch } from "./parse-services-search";
import { carriedSearch, filterByCategory, selectedCategory, servicesSearch } from "./services-search";

const CATEGORIES = [{ name: "Car Washing" }, { name: "Fitting" }];
const params = (query: string) => new URLSearchParams(query);

describe("parseServicesSearch", () => {
  it("when the address has lat, lng and place, then that location and place", () => {
    expect(parseServicesSearch(params("lat=24.499&lng=54.404&place=Al%20Reem%20Island"))).toEqual({
      location: { lat: 24.499, lng: 54.404 },
      place: "Al Reem Island",
    });
  });

  it("when 0 is a coordinate, then it is kept as one", () => {
    expect(parseServicesSearch(params("lat=0&lng=0")).location).toEqual({ lat: 0, lng: 0 });
  });

  it.each([
    ["nothing", ""],
    ["only lat", "lat=24.4"],
    ["only lng", "lng=54.4"],
    ["a word", "lat=abc&lng=54.4"],
    ["a latitude past the pole", "lat=95&lng=54.4"],
    ["a longitude past 180", "lat=24.4&lng=181"],
    ["empty values", "lat=&lng="],
    ["a number with junk", "lat=24.4x&lng=54.4"],
  ])("when the address has %s, then no location and no place (every vendor)", (_, query) => {
    expect(parseServicesSearch(params(`${query}&place=Somewhere`))).toEqual({ location: null, place: "" });
  });

  it("when the place name is very long, then it is cut to 100 characters", () => {
    const { place } = parseServicesSearch(params(`lat=1&lng=2&place=${"x".repeat(300)}`));
    expect(place).toHaveLength(100);
  });
});

describe("servicesSearch", () => {
  it("when a location is chosen, then rounded coordinates and the place, no category", () => {
    expect(
      servicesSearch({
        location: { lat: 24.4968123, lng: 54.40491 },
        place: "Al Reem Island",
        category: null,
      }),
    ).toBe("lat=24.4968&lng=54.4049&place=Al+Reem+Island");
  });

  it("when there is no location, then a place alone is left out", () => {
    expect(servicesSearch({ location: null, place: "Mussafah", category: "Fitting" })).toBe(
      "category=Fitting",
    );
  });

  it("when nothing is chosen, then an empty query", () => {
    expect(servicesSearch({})).toBe("");
  });

  it("when a built address is read back, then the same location", () => {
    const search = servicesSearch({ location: { lat: -12.5, lng: 170.25 }, place: "Far" });
    expect(parseServicesSearch(params(search))).toEqual({
      location: { lat: -12.5, lng: 170.25 },
      place: "Far",
    });
  });
});

describe("selectedCategory", () => {
  it("when the address names a category in any case, then the store's spelling", () => {
    expect(selectedCategory(params("category=car%20washing"), CATEGORIES)).toBe("Car Washing");
  });

  it("when the address names no category or an unknown one, then All (null)", () => {
    expect(selectedCategory(params(""), CATEGORIES)).toBeNull();
    expect(selectedCategory(params("category=Boats"), CATEGORIES)).toBeNull();
  });
});

describe("filterByCategory", () => {
  const services = [
    { id: 1, service_category: "Car Washing" },
    { id: 2, service_category: "Fitting" },
    { id: 3, service_category: "Car Washing" },
  ];

  it("when a category is chosen, then only its vendors, in the loaded order", () => {
    expect(filterByCategory(services, "Car Washing").map((service) => service.id)).toEqual([1, 3]);
  });

  it("when All is chosen, then every vendor", () => {
    expect(filterByCategory(services, null)).toEqual(services);
  });
});

describe("carriedSearch", () => {
  it("when the address has other keys, then only the services page's own", () => {
    expect(carriedSearch("?lat=1&lng=2&utm_source=x&category=Fitting")).toBe("?lat=1&lng=2&category=Fitting");
  });

  it("when there is nothing to carry, then no query at all", () => {
    expect(carriedSearch("?utm_source=x")).toBe("");
  });
});
