import { useTranslation } from "react-i18next";
import { formatAed } from "../lib/format";

/** A product's own "N% OFF" badge: on its card (placed over the picture) and beside its prices. */
export function PercentOffBadge({ percent, className = "" }: { percent: number; className?: string }) {
  const { t } = useTranslation();
  return (
    <span className={`badge badge-deal bg-accent-400 text-navy-900 ${className}`}>
      {t("catalog.percentOff", { percent })}
    </span>
  );
}

/** The struck-through list price, read out as "was AED …". */
export function WasPrice({ amount }: { amount: number }) {
  const { t } = useTranslation();
  return (
    <s className="text-sm text-slate-500">
      <span className="sr-only">{`${t("catalog.wasPrice")} `}</span>
      {formatAed(amount)}
    </s>
  );
}
