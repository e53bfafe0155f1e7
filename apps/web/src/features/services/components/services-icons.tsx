import { type IconProps, LineIcon } from "../../../ui/icons";

export function CrosshairIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <circle cx="12" cy="12" r="6.5" />
      <circle cx="12" cy="12" r="2" />
      <path d="M12 2.5v3M12 18.5v3M2.5 12h3M18.5 12h3" />
    </LineIcon>
  );
}

export function ArrowStartIcon(props: IconProps) {
  return (
    <LineIcon {...props} className={`icon-directional ${props.className ?? ""}`}>
      <path d="M19 12H5M11 6l-6 6 6 6" />
    </LineIcon>
  );
}

export function BadgeCheckIcon(props: IconProps) {
  return (
    <LineIcon {...props}>
      <path d="M12 3l2.4 1.8 3 .1.9 2.8 2.4 1.8-1 2.8 1 2.8-2.4 1.8-.9 2.8-3 .1L12 21l-2.4-1.8-3-.1-.9-2.8L3.3 14.5l1-2.8-1-2.8 2.4-1.8.9-2.8 3-.1z" />
      <path d="M8.5 12l2.3 2.3 4.7-4.8" />
    </LineIcon>
  );
}
