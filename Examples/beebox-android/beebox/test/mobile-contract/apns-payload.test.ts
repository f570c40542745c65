import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildApnsRequest } from "../../src/core/notification/apns-channel/payload";
import { parseTarget } from "../../src/core/notification/target";

const dir = path.join(__dirname, "fixtures", "apns-payload");

describe("APNs payload fixtures", () => {
  for (const name of readdirSync(dir)) {
    it(name, () => {
      const { notification, payload } = JSON.parse(readFileSync(path.join(dir, name), "utf8"));
      const target = parseTarget(notification.target);
      expect(target).not.toBeNull();
      const request = buildApnsRequest({ ...notification, target: target! }, "app.beebox.ios");
      expect(request.body).toEqual(payload);
      expect(request.headers["apns-push-type"]).toBe("alert");
    });
  }
});
