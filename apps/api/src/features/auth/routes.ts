import {
  AUTH_MESSAGES,
  EditProfileInputSchema,
  LoginInputSchema,
  type LoginResponse,
  type User,
  RefreshTokenInputSchema,
  ResetPasswordInputSchema,
  SendLoginCodeInputSchema,
  SendResetCodeInputSchema,
  SignupInputSchema,
  VerifyLoginCodeInputSchema,
  VerifyResetCodeInputSchema,
} from "@carcare/contracts";
import { type Response, Router } from "express";
import type { AppDeps } from "../../app.js";
import { badRequest } from "../../lib/errors.js";
import { accessTokenKey } from "../../lib/tokens.js";
import {
  currentUserId,
  destroySession,
  regenerateSession,
  requireUser,
  saveSession,
  SESSION_COOKIE,
} from "../../lib/session.js";
import { input, validate } from "../../lib/validate.js";
import * as auth from "./service.js";
import { createAuthThrottle } from "./throttle.js";
import * as tokens from "./tokens.js";

export function authRoutes(deps: AppDeps): Router {
  const router = Router();
  const authDeps: auth.ThrottledAuthDeps = {
    prisma: deps.prisma,
    mailer: deps.mailer,
    logger: deps.logger,
    codeSecret: deps.env.SESSION_SECRET,
    throttle: createAuthThrottle(deps.sql),
  };
  const tokenDeps: tokens.TokenDeps = {
    prisma: deps.prisma,
    signingKey: accessTokenKey(deps.env),
    accessTtlSeconds: deps.env.ACCESS_TOKEN_TTL_SECONDS,
    refreshTtlSeconds: deps.env.REFRESH_TOKEN_TTL_SECONDS,
  };

  /**
   * Logs this client in as the customer, under a new session id (the old one stops working), and
   * gives it the tokens of that session for clients that keep tokens instead of cookies.
   */
  async function startSession(
    req: Parameters<typeof regenerateSession>[0],
    res: Response,
    user: User,
    status = 200,
  ) {
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
    res.status(status).json(body);
  }

  router.post("/signup", validate({ body: SignupInputSchema }), async (req, res) => {
    const { body } = input(req, { body: SignupInputSchema });
    const user = await auth.signUp(authDeps, body);
    await startSession(req, res, user, 201);
  });

  router.post("/UserLogin", validate({ body: LoginInputSchema }), async (req, res) => {
    const { body } = input(req, { body: LoginInputSchema });
    const user = await auth.logIn(authDeps, { ...body, clientIp: req.ip ?? "unknown" });
    await startSession(req, res, user);
  });

  router.get("/get_logged_in_user", requireUser, async (req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.json(await auth.getUser(authDeps, currentUserId(req)));
  });

  router.post("/refresh_token", validate({ body: RefreshTokenInputSchema }), async (req, res) => {
    const { body } = input(req, { body: RefreshTokenInputSchema });
    res.setHeader("Cache-Control", "no-store");
    res.json(await tokens.refreshTokens(tokenDeps, body.refresh));
  });

  router.post("/Logout", requireUser, async (req, res) => {
    await tokens.revokeSessionTokens(tokenDeps, req.sessionID);
    await destroySession(req);
    res.clearCookie(SESSION_COOKIE, { path: "/" });
    res.json({ message: AUTH_MESSAGES.loggedOut });
  });

  router.post(
    "/Edit_UserProfile_By_user",
    requireUser,
    validate({ body: EditProfileInputSchema }),
    async (req, res) => {
      const { body } = input(req, { body: EditProfileInputSchema });
      const user = await auth.editProfile(authDeps, currentUserId(req), body);
      res.json({ message: AUTH_MESSAGES.profileUpdated, user });
    },
  );

  // ---------------------------------------------------------------- password reset by email code

  router.post("/send_otp_forget_password", validate({ body: SendResetCodeInputSchema }), async (req, res) => {
    const { body } = input(req, { body: SendResetCodeInputSchema });
    res.json(
      await auth.sendCode(authDeps, {
        identifier: body.email,
        purpose: "PASSWORD_RESET",
        clientIp: req.ip ?? "unknown",
      }),
    );
  });

  router.post(
    "/verify_otp_forget_password",
    validate({ body: VerifyResetCodeInputSchema }),
    async (req, res) => {
      const { body } = input(req, { body: VerifyResetCodeInputSchema });
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
      res.json({ message: AUTH_MESSAGES.codeVerified });
    },
  );

  router.post("/reset_password_with_otp", validate({ body: ResetPasswordInputSchema }), async (req, res) => {
    const { body } = input(req, { body: ResetPasswordInputSchema });
    const grant = req.session.resetGrant;
    if (!grant || grant.expiresAt < Date.now() || grant.email !== body.email) {
      throw badRequest(
        "Please verify the code from your email first (codes and their verification expire after 10 minutes).",
      );
    }
    await auth.resetPassword(authDeps, {
      userId: grant.userId,
      newPassword: body.new_password,
      currentSid: req.sessionID,
    });
    await tokens.revokeOtherLogins(tokenDeps, grant.userId, req.sessionID);
    delete req.session.resetGrant;
    await saveSession(req);
    res.json({ message: AUTH_MESSAGES.passwordUpdated });
  });

  // ---------------------------------------------------------------- login by email code

  router.post("/send_login_otp", validate({ body: SendLoginCodeInputSchema }), async (req, res) => {
    const { body } = input(req, { body: SendLoginCodeInputSchema });
    res.json(
      await auth.sendCode(authDeps, {
        identifier: body.identifier,
        purpose: "LOGIN",
        clientIp: req.ip ?? "unknown",
      }),
    );
  });

  router.post("/verify_login_otp", validate({ body: VerifyLoginCodeInputSchema }), async (req, res) => {
    const { body } = input(req, { body: VerifyLoginCodeInputSchema });
    const row = await auth.verifyCode(authDeps, {
      identifier: body.identifier,
      otp: body.otp,
      purpose: "LOGIN",
    });
    await startSession(req, res, auth.toUser(row));
  });

  return router;
}
