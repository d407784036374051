import { useLocation } from "react-router";
import { useShellContent } from "#app/content/shell-context.tsx";
import { sheetAt } from "#app/model/shell-content.ts";
import { whatsappGreeting, whatsappHref } from "../lib/whatsapp.ts";

/** The company's WhatsApp link, its greeting naming the family of the data sheet the visitor is on, if any. */
export function useWhatsappHref(): string {
  const { pathname } = useLocation();
  const shell = useShellContent();
  return whatsappHref(shell.company.whatsapp, whatsappGreeting(shell.ui.messageWhatsapp, sheetAt(shell, pathname)));
}
