import { API, AUTH_MESSAGES, type LoginResponse, type User } from "@carcare/contracts";
import { type Request, type Response, Router } from "express";
import type { Env } from "../../env.js";
import type { Db } from "../../lib/database.js";
import type { Mailer } from "../../lib/mailer.js";
import { badRequest } from "../../lib/errors.js";
import { route } from "../../lib/route.js";
import { accessTokenKey } from "../../lib/tokens.js";
import { destroySession, regenerateSession, saveSession, SESSION_COOKIE } from "../../lib/session.js";
import * as auth from "./service.js";
import * as tokens from "./tokens.js";

/** What the customer accounts need: the database, the throttles, mail and the secrets. */
export interface AuthRouteDeps {
  db: Db;
  /** The login and code throttles (./throttle.ts), kept in PostgreSQL so every worker shares them. */
  throttle: auth.ThrottledAuthDeps["throttle"];
  mailer: Mailer;
  logger: auth.AuthDeps["logger"];
  env: Pick<Env, "SESSION_SECRET" | "JWT_SECRET" | "ACCESS_TOKEN_TTL_SECONDS" | "REFRESH_TOKEN_TTL_SECONDS">;
}

export function authRoutes(deps: AuthRouteDeps): Router {
  const router = Router();
  const { db } = deps;
  const authDeps: auth.ThrottledAuthDeps = {
    db,
    mailer: deps.mailer,
    logger: deps.logger,
    codeSecret: deps.env.SESSION_SECRET,
    throttle: deps.throttle,
  };
  const tokenDeps: tokens.TokenDeps = {
    db,
    signingKey: accessTokenKey(deps.env),
    accessTtlSeconds: deps.env.ACCESS_TOKEN_TTL_SECONDS,
    refreshTtlSeconds: deps.env.REFRESH_TOKEN_TTL_SECONDS,
  };

  /**
   * Logs this client in as the customer, under a new session id (the old one stops working), and
   * gives it the tokens of that session for clients that keep tokens instead of cookies: the answer.
   */
  async function startSession(req: Request, res: Response, user: User, status = 200): Promise<LoginResponse> {
    await regenerateSession(req);
    req.session.userId = user.id;
    await saveSession(req);
    const pair = await tokens.issueLoginTokens(tokenDeps, { userId: user.id, sid: req.sessionID });
    const body: LoginResponse = {
      message: status === 201 ? AUTH_MESSAGES.registered : AUTH_MESSAGES.loggedIn,
      user,
      ...pair,
    };
    res.setHeader("Cache-Control", "no-store");
    res.status(status);
    return body;
  }

  route(router, API.signup, async ({ body, req, res }) => {
    const user = await auth.signUp(authDeps, body);
    return startSession(req, res, user, 201);
  });

  route(router, API.userLogin, async ({ body, req, res }) => {
    const user = await auth.logIn(authDeps, { ...body, clientIp: req.ip ?? "unknown" });
    return startSession(req, res, user);
  });

  route(router, API.getLoggedInUser, async ({ userId }) => {
    return auth.getUser(authDeps, userId);
  });

  route(router, API.refreshToken, async ({ body }) => {
    return tokens.refreshTokens(tokenDeps, body.refresh);
  });

  route(router, API.logout, async ({ req, res }) => {
    await tokens.revokeSessionTokens(tokenDeps, req.sessionID);
    await destroySession(req);
    res.clearCookie(SESSION_COOKIE, { path: "/" });
    return { message: AUTH_MESSAGES.loggedOut };
  });

  route(router, API.editUserProfileByUser, async ({ userId, body }) => {
    const user = await auth.editProfile(authDeps, userId, body);
    return { message: AUTH_MESSAGES.profileUpdated, user };
  });

  // ---------------------------------------------------------------- password reset by email code

  route(router, API.sendOtpForgetPassword, ({ body, req, language }) =>
    auth.sendCode(authDeps, {
      identifier: body.email,
      purpose: "PASSWORD_RESET",
      clientIp: req.ip ?? "unknown",
      language,
    }),
  );

  route(router, API.verifyOtpForgetPassword, async ({ body, req }) => {
    const user = await auth.verifyCode(authDeps, {
      identifier: body.email,
      otp: body.otp,
      purpose: "PASSWORD_RESET",
    });
    req.session.resetGrant = {
      userId: user.id,
      email: user.email.toLowerCase(),
      expiresAt: Date.now() + auth.RESET_GRANT_MINUTES * 60_000,
    };
    await saveSession(req);
    return { message: AUTH_MESSAGES.codeVerified };
  });

  route(router, API.resetPasswordWithOtp, async ({ body, req, language }) => {
    const grant = req.session.resetGrant;
    if (!grant || grant.expiresAt < Date.now() || grant.email !== body.email) {
      throw badRequest(auth.RESET_NOT_GRANTED);
    }
    await auth.resetPassword(authDeps, {
      userId: grant.userId,
      newPassword: body.new_password,
      currentSid: req.sessionID,
      language,
    });
    await tokens.revokeOtherLogins(tokenDeps, grant.userId, req.sessionID);
    delete req.session.resetGrant;
    await saveSession(req);
    return { message: AUTH_MESSAGES.passwordUpdated };
  });

  // ---------------------------------------------------------------- login by email code

  route(router, API.sendLoginOtp, ({ body, req, language }) =>
    auth.sendCode(authDeps, {
      identifier: body.identifier,
      purpose: "LOGIN",
      clientIp: req.ip ?? "unknown",
      language,
    }),
  );

  route(router, API.verifyLoginOtp, async ({ body, req, res }) => {
    const row = await auth.verifyCode(authDeps, {
      identifier: body.identifier,
      otp: body.otp,
      purpose: "LOGIN",
    });
    return startSession(req, res, auth.toUser(row));
  });

  return router;
}
