import { useLocation } from "react-router";
import { company, sheetAt, ui } from "#app/content/site.ts";
import { whatsappGreeting, whatsappHref } from "../lib/whatsapp.ts";

/** The company's WhatsApp link, its greeting naming the family of the data sheet the visitor is on, if any. */
export function useWhatsappHref(): string {
  const { pathname } = useLocation();
  return whatsappHref(company.whatsapp, whatsappGreeting(ui.messageWhatsapp, sheetAt(pathname)));
}
