import { type IconProps, LineIcon } from "../../../ui/icons";
export const WrenchIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M14.5 5.2a4.5 4.5 0 0 0 5.3 5.8L11 19.8a2 2 0 0 1-2.8-2.8L17 8.2" />
    <path d="M14.5 5.2A4.5 4.5 0 0 1 19.6 4l-2.6 2.6.4 2 2 .4 2.6-2.6" />
  </LineIcon>
);

export const ClockIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5V12l3 2" />
  </LineIcon>
);

export const HeadsetIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M4.5 14v-2a7.5 7.5 0 0 1 15 0v2" />
    <rect x="3.5" y="13" width="4" height="6" rx="1.5" />
    <rect x="16.5" y="13" width="4" height="6" rx="1.5" />
    <path d="M18.5 19c0 1.2-1.5 2-3.5 2h-2" />
  </LineIcon>
);

export const CheckIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M5 12.5l4.2 4.2L19 7" />
  </LineIcon>
);

export const MapPinIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11z" />
    <circle cx="12" cy="10" r="2.3" />
  </LineIcon>
);

export const ChatIcon = (p: IconProps) => (
  <LineIcon {...p}>
    <path d="M4 19.5l1.3-3.8A8 8 0 1 1 8.4 19z" />
    <path d="M9 10.5h6M9 13.5h4" />
  </LineIcon>
);
