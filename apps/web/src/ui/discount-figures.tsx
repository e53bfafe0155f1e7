import { useTranslation } from "react-i18next";
import { formatAed } from "../lib/format";

/** A product's own "N% OFF" badge, as on its product card. */
export function PercentOffBadge({ percent }: { percent: number }) {
  const { t } = useTranslation();
  return (
    <span className="badge badge-deal bg-accent-400 text-navy-900">
      {t("catalog.percentOff", { percent })}
    </span>
  );
}

/** The struck-through list price, read out as "was AED …", as on a product card. */
export function WasPrice({ amount }: { amount: number }) {
  const { t } = useTranslation();
  return (
    <s className="text-sm text-slate-500">
      <span className="sr-only">{`${t("catalog.wasPrice")} `}</span>
      {formatAed(amount)}
    </s>
  );
}
