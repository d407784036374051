import ContentCutOutlined from "@mui/icons-material/ContentCutOutlined";
import DiamondOutlined from "@mui/icons-material/DiamondOutlined";
import FormatPaintOutlined from "@mui/icons-material/FormatPaintOutlined";
import HourglassBottomOutlined from "@mui/icons-material/HourglassBottomOutlined";
import LandscapeOutlined from "@mui/icons-material/LandscapeOutlined";
import LayersOutlined from "@mui/icons-material/LayersOutlined";
import OpacityOutlined from "@mui/icons-material/OpacityOutlined";
import ParkOutlined from "@mui/icons-material/ParkOutlined";
import PrintOutlined from "@mui/icons-material/PrintOutlined";
import RestaurantOutlined from "@mui/icons-material/RestaurantOutlined";
import WbSunnyOutlined from "@mui/icons-material/WbSunnyOutlined";
import WhatshotOutlined from "@mui/icons-material/WhatshotOutlined";
import type { SvgIconProps } from "@mui/material/SvgIcon";
import type { BlocAtouts } from "#app/generated/content-types.ts";

export type IconName = BlocAtouts["atouts"][number]["icone"];

// One import per icon, so only these icons reach the bundle.
const ICONS: Record<IconName, typeof OpacityOutlined> = {
  "resistant-eau": OpacityOutlined,
  "resistant-dechirure": ContentCutOutlined,
  "sans-bois": ParkOutlined,
  imprimable: PrintOutlined,
  thermoformable: WhatshotOutlined,
  mineral: LandscapeOutlined,
  souple: LayersOutlined,
  opaque: FormatPaintOutlined,
  alimentaire: RestaurantOutlined,
  exterieur: WbSunnyOutlined,
  durable: HourglassBottomOutlined,
};

/** The icon named in content; decorative, since its label is always written next to it. */
export function FeatureIcon({ name, ...props }: { name: IconName } & SvgIconProps) {
  const Icon = ICONS[name] ?? DiamondOutlined;
  return <Icon aria-hidden focusable="false" {...props} />;
}
