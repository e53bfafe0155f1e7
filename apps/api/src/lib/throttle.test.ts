import { describe, expect, it } from "vitest";
import { addressKey, describeWait } from "./throttle.js";

describe("addressKey", () => {
  it("when the address is IPv4, plain or IPv6-mapped, then it counts as itself", () => {
    expect(addressKey("203.0.113.7")).toBe("203.0.113.7");
    expect(addressKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
  });

  it("when addresses are IPv6 in one /64, however written, then they share one key", () => {
    const key = addressKey("2001:db8:85a3:12::1");
    expect(key).toBe("2001:db8:85a3:12::/64");
    expect(addressKey("2001:0db8:85a3:0012:ffff:ffff:ffff:ffff")).toBe(key);
    expect(addressKey("2001:DB8:85A3:12:0:0:0:2")).toBe(key);
    expect(addressKey("2001:db8:85a3:13::1")).not.toBe(key);
    expect(addressKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
  });
});

describe("describeWait", () => {
  it("when a wait is given in seconds, then the message names it in the unit people read", () => {
    expect(describeWait(1)).toBe("1 second");
    expect(describeWait(45)).toBe("45 seconds");
    expect(describeWait(900)).toBe("15 minutes");
    expect(describeWait(3600)).toBe("60 minutes");
    expect(describeWait(86_400)).toBe("24 hours");
  });
});
