import type { Config } from "@react-router/dev/config";

// Server rendering on the API's Express server (apps/api/src/lib/web.ts mounts build/server).
export default {
  appDirectory: "src/app",
  buildDirectory: "build",
  ssr: true,
  // React Router 8's behaviours, each decided here (it warns of every flag left unset): not yet, they
  // come with the upgrade to version 8. Middleware would change the loaders' context (the API's
  // in-process calls), split route modules the first-load chunks (vite.config.ts), and the others
  // how the build uses Vite and how data requests are addressed and handled.
  future: {
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
