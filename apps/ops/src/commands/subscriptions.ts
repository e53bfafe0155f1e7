// `subscriptions assign|list|end`.
import type { SubscriptionStatus } from "@carcare/db";
import {
  assignSubscription,
  endSubscription,
  listSubscriptions,
  OperationError,
  parsePlanRef,
  type PlanRef,
  SUBSCRIPTION_STATUSES,
  type SubscriptionRow,
} from "@carcare/operations";
import { type Command, InvalidArgumentError, Option } from "commander";
import { type CommandContext, UsageError } from "../context.js";
import { aedText, calendarDay, json, renderTable } from "../output.js";
import { calendarDayArg, positiveIntArg } from "./parsers.js";

function subscriptionJson(s: SubscriptionRow) {
  return {
    id: s.id,
    status: s.status,
    start_date: calendarDay(s.startDate),
    end_date: calendarDay(s.endDate),
    customer: {
      id: s.user.id,
      name: `${s.user.firstName} ${s.user.lastName}`.trim(),
      phone: s.user.phone,
      email: s.user.email,
    },
    plan: {
      id: s.plan.id,
      name: s.plan.name,
      service_type: s.plan.serviceType,
      duration_months: s.plan.durationMonths,
      monthly_price: s.plan.monthlyPriceFils / 100,
    },
    vendors: s.vendors.map((v) => ({ id: v.service.id, slug: v.service.slug, name: v.service.vendorName })),
  };
}

const describe = (s: SubscriptionRow) =>
  `#${s.id} ${s.plan.name} (${s.plan.serviceType}, ${s.plan.durationMonths} months, ` +
  `${aedText(s.plan.monthlyPriceFils)}/month) for ${`${s.user.firstName} ${s.user.lastName}`.trim()} ` +
  `(${s.user.phone}) from ${calendarDay(s.startDate)} to ${calendarDay(s.endDate)}, ${s.status}`;

const statusArg = (value: string): SubscriptionStatus => {
  const status = value.trim().toUpperCase();
  if (!(SUBSCRIPTION_STATUSES as readonly string[]).includes(status)) {
    throw new InvalidArgumentError(`use one of ${SUBSCRIPTION_STATUSES.join(", ")}.`);
  }
  return status as SubscriptionStatus;
};

/** A --plan that is neither an id nor "name:type:months" is a mistake in the command line (exit 2). */
function planArg(value: string): PlanRef {
  try {
    return parsePlanRef(value);
  } catch (error) {
    if (error instanceof OperationError) throw new UsageError(error.message);
    throw error;
  }
}

export function registerSubscriptionCommands(program: Command, ctx: CommandContext): void {
  const subscriptions = program
    .command("subscriptions")
    .summary("assign plans to customers, list and end subscriptions")
    .description(
      "Assign a plan to a customer (found by phone or email), list subscriptions, end one.\n" +
        "A subscription runs from its start date to start + plan months - 1 day, both included.",
    )
    .addHelpText(
      "after",
      "\nExamples:\n" +
        "  $ pnpm ops subscriptions assign --customer 0501234567 --plan Gold:CAR_WASH:6 --start 2025-03-01 \\\n" +
        "      --vendors shine-auto-spa,desert-car-care\n" +
        "  $ pnpm ops subscriptions assign --customer sara@example.com --plan 7 --start 2025-04-01 --replace\n" +
        "  $ pnpm ops subscriptions list --status ACTIVE\n" +
        "  $ pnpm ops subscriptions end 12",
    );

  subscriptions
    .command("assign")
    .description("give a customer a plan from a start date, with service vendors")
    .requiredOption("--customer <phone|email>", "the customer's phone (any usual form) or email")
    .requiredOption("--plan <plan>", 'plan id, or "name:type:months" such as "Gold:CAR_WASH:6"')
    .requiredOption("--start <YYYY-MM-DD>", "first day of the subscription", calendarDayArg)
    .option("--vendors <slugs>", "comma-separated vendor slugs", (value) => value.split(","), [] as string[])
    .option("--replace", "end an active subscription that overlaps, instead of refusing")
    .option("--json", "machine-readable output")
    .action(
      async (options: {
        customer: string;
        plan: string;
        start: string;
        vendors: string[];
        replace?: boolean;
        json?: boolean;
      }) => {
        const plan = planArg(options.plan);
        const result = await assignSubscription(await ctx.db(), {
          customer: options.customer,
          plan,
          start: options.start,
          vendors: options.vendors,
          replace: options.replace === true,
        });
        if (options.json) {
          ctx.stdout.write(
            json({
              subscription: subscriptionJson(result.subscription),
              replaced: result.replaced.map((r) => ({
                id: r.id,
                status: r.status,
                end_date: calendarDay(r.endDate),
              })),
            }),
          );
          return;
        }
        for (const old of result.replaced) {
          ctx.out(
            old.status === "ENDED"
              ? `ended subscription #${old.id} on ${calendarDay(old.endDate)}`
              : `cancelled subscription #${old.id} (it had not started)`,
          );
        }
        ctx.out(`assigned subscription ${describe(result.subscription)}`);
        const vendors = result.subscription.vendors.map((v) => v.service.slug);
        ctx.out(`vendors: ${vendors.length > 0 ? vendors.join(", ") : "(none)"}`);
      },
    );

  subscriptions
    .command("list")
    .description("subscriptions, newest start first")
    .option("--customer <phone|email>", "only this customer's")
    .addOption(new Option("--status <status>", SUBSCRIPTION_STATUSES.join(", ")).argParser(statusArg))
    .option("--json", "machine-readable output")
    .action(async (options: { customer?: string; status?: SubscriptionStatus; json?: boolean }) => {
      const found = await listSubscriptions(await ctx.db(), options);
      if (options.json) {
        ctx.stdout.write(json(found.map(subscriptionJson)));
        return;
      }
      ctx.stdout.write(
        renderTable(
          [
            { key: "id", title: "id", right: true },
            { key: "customer", title: "customer" },
            { key: "phone", title: "phone" },
            { key: "plan", title: "plan" },
            { key: "type", title: "type" },
            { key: "months", title: "months", right: true },
            { key: "start", title: "start" },
            { key: "end", title: "end" },
            { key: "status", title: "status" },
            { key: "vendors", title: "vendors" },
          ],
          found.map((s) => ({
            id: s.id,
            customer: `${s.user.firstName} ${s.user.lastName}`.trim(),
            phone: s.user.phone,
            plan: s.plan.name,
            type: s.plan.serviceType,
            months: s.plan.durationMonths,
            start: calendarDay(s.startDate),
            end: calendarDay(s.endDate),
            status: s.status,
            vendors: s.vendors.map((v) => v.service.slug).join(", "),
          })),
        ),
      );
    });

  subscriptions
    .command("end")
    .description("end an active subscription today (Abu Dhabi); one not started yet is cancelled")
    .argument("<id>", "the subscription's id (see subscriptions list)", positiveIntArg)
    .option("--json", "machine-readable output")
    .action(async (id: number, options: { json?: boolean }) => {
      const ended = await endSubscription(await ctx.db(), id, ctx.now());
      if (options.json) ctx.stdout.write(json(subscriptionJson(ended)));
      else ctx.out(`${ended.status === "ENDED" ? "ended" : "cancelled"} subscription ${describe(ended)}`);
    });
}
