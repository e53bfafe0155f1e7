// Prisma CLI configuration: the JavaScript/Wasm schema engine, so generate and migrate diff work
// offline (the native engine would be downloaded from a host this project cannot reach).
// The CLI gets adapter-pg 7 (aliased): 6.19.3 cannot read the catalogue ("Column type 'name' could
// not be deserialized", prisma/orm issue 27403). The application itself uses @prisma/adapter-pg 6.19.3.
import { defineConfig } from "prisma/config";
import { PrismaPg } from "prisma-cli-adapter-pg";

export default defineConfig({
  schema: "../../prisma/schema.prisma",
  experimental: { adapter: true },
  engine: "js",
  adapter: async () => {
    const connectionString = process.env.DATABASE_URL;
    if (!connectionString) throw new Error("DATABASE_URL must name a scratch database for the Prisma CLI");
    return new PrismaPg({ connectionString });
  },
});
