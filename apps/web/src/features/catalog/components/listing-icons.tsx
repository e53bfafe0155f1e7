import { type IconProps, LineIcon } from "../../../ui/icons";

// The listing's own line icons (features may not share a feature's icons; ui/icons has the common ones).

export const FilterIcon = (props: IconProps) => (
  <LineIcon {...props}>
    <path d="M4 7h10M18 7h2M4 17h4M12 17h8" />
    <circle cx="16" cy="7" r="2" />
    <circle cx="10" cy="17" r="2" />
  </LineIcon>
);
