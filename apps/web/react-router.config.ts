import type { Config } from "@react-router/dev/config";

// Server rendering on the API's Express server (apps/api/src/lib/web.ts mounts build/server).
export default {
  appDirectory: "src/app",
  buildDirectory: "build",
  ssr: true,
} satisfies Config;
