import ContentCopyOutlined from "@mui/icons-material/ContentCopyOutlined";
import SendOutlined from "@mui/icons-material/SendOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormControl from "@mui/material/FormControl";
import FormHelperText from "@mui/material/FormHelperText";
import InputLabel from "@mui/material/InputLabel";
import Link from "@mui/material/Link";
import OutlinedInput, { type OutlinedInputProps } from "@mui/material/OutlinedInput";
import Typography from "@mui/material/Typography";
import { Component, Fragment, lazy, Suspense, useEffect, useId, useRef, useState, type FocusEvent, type FormEvent, type ReactNode } from "react";
import { useSearchParams } from "react-router";
import { company, settings } from "#app/content/site.ts";
import type { BlocFormulaireContact } from "#app/generated/content-types.ts";
import {
  CONTACT_FIELDS,
  contactCopyText,
  contactErrors,
  contactMailto,
  emailError,
  emptyContact,
  subjectFromQuery,
  type ContactErrors,
  type ContactValues,
} from "#app/lib/contact-message.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { visuallyHidden } from "#app/lib/visually-hidden.ts";
import { BlockSection } from "./block-section.tsx";
import type { ToastRequest } from "./contact-toasts.tsx";

// notistack stays out of every page's first download: fetched when the form is sent, shown after the wait.
const loadToasts = () => import("./contact-toasts.tsx");
const ContactToasts = lazy(() => loadToasts().then((module) => ({ default: module.ContactToasts })));

/** A toast that cannot load (offline, a newer deployment) must not take the form down with it. */
class ToastBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** A content sentence with {destinataire} drawn as a mailto: link to the company (added at the end if an editor left it out). */
function WithRecipient({ template }: { template: string }) {
  const link = <Link href={`mailto:${company.email}`}>{company.email}</Link>;
  const parts = template.split("{destinataire}");
  if (parts.length === 1) return <>{template} {link}</>;
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 && link}
      {part}
    </Fragment>
  ));
}

/**
 * A labelled outlined field. Built from MUI's parts rather than TextField, which would bring
 * Select, Menu and Popover along. The label always sits above the field: the subject can be
 * filled by the page (?sujet=) and the form reset, which a floating label would not notice.
 */
function Field({ id, label, error, required, inputProps, ...input }: Omit<OutlinedInputProps, "error" | "label"> & { id: string; label: string; error?: string }) {
  const helperId = `${id}-erreur`;
  return (
    <FormControl fullWidth required={required} error={Boolean(error)}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        notched
        label={required ? `${label} *` : label}
        inputProps={{ ...inputProps, "aria-describedby": error ? helperId : undefined }}
        {...input}
      />
      {error && <FormHelperText id={helperId}>{error}</FormHelperText>}
    </FormControl>
  );
}

/** Reads the fields from the page rather than from state: text typed before hydration is kept. */
function readValues(form: HTMLFormElement): ContactValues {
  const data = new FormData(form);
  const values = emptyContact();
  for (const name of CONTACT_FIELDS) values[name] = String(data.get(name) ?? "");
  return values;
}

function openMailProgram(url: string): boolean {
  try {
    window.location.href = url;
    return true;
  } catch {
    return false;
  }
}

type Failure = "trop-long" | "invalide";
type CopyState = { state: "idle" } | { state: "copie" | "impossible"; text: string; count: number };

/**
 * The contact form. Sending waits `envoiFormulaire` ms with the button disabled, then opens
 * the visitor's mail program with the message (subject, then name, e-mail, blank line,
 * message) and resets the form. If the mail program cannot take the message, everything
 * typed stays, and the visitor gets the address and a button that copies the whole message.
 */
export function ContactFormBlock({ block }: { block: BlocFormulaireContact }) {
  const id = useId();
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const copyRef = useRef<HTMLButtonElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [failure, setFailure] = useState<Failure | null>(null);
  const [copy, setCopy] = useState<CopyState>({ state: "idle" });
  const [toast, setToast] = useState<ToastRequest | null>(null);
  const [announcement, setAnnouncement] = useState<ToastRequest | null>(null);
  const toastCount = useRef(0);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  // The subject from ?sujet= (the data sheets' quote buttons). Read after hydration, because the
  // HTML was rendered without it; set as a field value, so it can only ever be plain text.
  const [searchParams] = useSearchParams();
  const subjectParam = searchParams.get("sujet");
  const prefilled = useRef("");
  useEffect(() => {
    const input = formRef.current?.elements.namedItem("sujet");
    if (subjectParam === null || !(input instanceof HTMLInputElement)) return;
    if (input.value !== "" && input.value !== prefilled.current) return; // the visitor's own subject wins
    input.value = prefilled.current = subjectFromQuery(subjectParam);
  }, [subjectParam]);

  // The visually hidden live regions keep the toast's words only as long as the toast shows.
  useEffect(() => {
    if (!announcement) return;
    const clear = window.setTimeout(() => setAnnouncement(null), settings.delais.notification);
    return () => window.clearTimeout(clear);
  }, [announcement]);

  // A disabled button loses focus; once sending is over, give it back where the visitor can go on.
  const wasSending = useRef(false);
  useEffect(() => {
    if (wasSending.current && !sending && (!document.activeElement || document.activeElement === document.body)) {
      (failure ? copyRef.current : submitRef.current)?.focus();
    }
    wasSending.current = sending;
  }, [sending, failure]);

  function notify(variant: ToastRequest["variant"], message: string) {
    toastCount.current += 1;
    const request = { id: toastCount.current, variant, message };
    setToast(request);
    setAnnouncement(request);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const values = readValues(form);
    const found = contactErrors(values);
    setErrors(found);
    if (found.email || found.message) {
      (form.elements.namedItem(found.email ? "email" : "message") as HTMLElement | null)?.focus();
      return;
    }
    loadToasts().catch(() => {}); // failure is handled by ToastBoundary when the toast renders
    const result = contactMailto(values, block.courriel, company.email, settings.longueurMaxMailto);
    setSending(true);
    timer.current = window.setTimeout(() => {
      setSending(false);
      setCopy({ state: "idle" });
      if (result.ok && openMailProgram(result.url)) {
        form.reset();
        prefilled.current = "";
        setFailure(null);
        notify("success", block.notifications.succes);
      } else {
        setFailure(result.ok ? "invalide" : result.reason);
        notify("error", block.notifications.echec);
      }
    }, settings.delais.envoiFormulaire);
  }

  // Errors already shown update as the visitor types; new ones wait for the next submit.
  function revalidate(event: FormEvent<HTMLFormElement>) {
    if (!errors.email && !errors.message) return;
    const now = contactErrors(readValues(event.currentTarget));
    setErrors((shown) => ({ email: shown.email && now.email, message: shown.message && now.message }));
  }

  function checkEmail(event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) {
    // Leaving the field for the send button: the message shown here would push the button down
    // between press and release, and the click would be lost. Sending checks the field anyway.
    if (event.relatedTarget === submitRef.current) return;
    const email = emailError(event.target.value);
    setErrors((shown) => ({ ...shown, email }));
  }

  async function copyMessage() {
    if (!formRef.current) return;
    const text = contactCopyText(readValues(formRef.current), block.courriel, company.email);
    const count = copy.state === "idle" ? 1 : copy.count + 1;
    try {
      await navigator.clipboard.writeText(text);
      setCopy({ state: "copie", text, count });
    } catch {
      setCopy({ state: "impossible", text, count });
    }
  }

  const fieldProps = (name: keyof ContactValues) => ({ id: `${id}-${name}`, name, label: block.champs[name], defaultValue: "", readOnly: sending });

  return (
    <BlockSection title={block.titre} lead={block.chapo}>
      <Box
        component="form"
        ref={formRef}
        noValidate
        onSubmit={submit}
        onChange={revalidate}
        sx={{ maxWidth: "44rem", display: "grid", gap: 3 }}
      >
        <Typography variant="body2" sx={{ color: "text.secondary" }}>
          {block.noteObligatoire}
        </Typography>
        <Box sx={{ display: "grid", gap: 3, gridTemplateColumns: { sm: "1fr 1fr" } }}>
          <Field {...fieldProps("nom")} autoComplete="name" />
          <Field
            {...fieldProps("email")}
            type="email"
            autoComplete="email"
            error={errors.email && block.erreurs.emailInvalide}
            onBlur={checkEmail}
            inputProps={{ spellCheck: false }}
          />
        </Box>
        <Field {...fieldProps("sujet")} autoComplete="off" />
        <Field
          {...fieldProps("message")}
          required
          multiline
          rows={8}
          error={errors.message && block.erreurs.messageVide}
          sx={{ "& textarea": { resize: "vertical" } }}
        />
        <div>
          <Button ref={submitRef} type="submit" variant="contained" size="large" disabled={!hydrated || sending} startIcon={<SendOutlined aria-hidden />}>
            {sending ? block.envoiEnCours : block.envoyer}
          </Button>
        </div>

        {failure && (
          <Box data-contact-failure sx={{ p: 2.5, display: "grid", gap: 2, border: 2, borderColor: "error.main", borderRadius: 1, bgcolor: "background.paper" }}>
            <Typography id={`${id}-echec`}>
              <WithRecipient template={failure === "trop-long" ? block.echec.tropLong : block.echec.lienImpossible} />
            </Typography>
            <div>
              <Button ref={copyRef} type="button" variant="outlined" onClick={copyMessage} aria-describedby={`${id}-echec`} startIcon={<ContentCopyOutlined aria-hidden />}>
                {block.echec.copier}
              </Button>
            </div>
            <Typography role="status" variant="body2">
              {copy.state !== "idle" && <span key={copy.count}>{copy.state === "copie" ? block.echec.copie : block.echec.copieImpossible}</span>}
            </Typography>
            {copy.state === "impossible" && (
              <Field id={`${id}-complet`} label={block.echec.texteComplet} value={copy.text} multiline rows={8} readOnly onFocus={(event) => event.target.select()} />
            )}
          </Box>
        )}

        <Typography variant="body2" sx={{ color: "text.secondary" }}>
          <WithRecipient template={block.alternative} />
        </Typography>
        <noscript>
          <Typography sx={{ fontWeight: 600 }}>
            <WithRecipient template={block.sansJavascript} />
          </Typography>
        </noscript>
      </Box>

      {/* Present from the first paint, so screen readers announce the toasts' words when they appear. */}
      <Box role="status" aria-atomic="true" sx={visuallyHidden}>
        {announcement?.variant === "success" && <span key={announcement.id}>{announcement.message}</span>}
      </Box>
      <Box role="alert" aria-atomic="true" sx={visuallyHidden}>
        {announcement?.variant === "error" && <span key={announcement.id}>{announcement.message}</span>}
      </Box>
      {toast && (
        <ToastBoundary>
          <Suspense fallback={null}>
            <ContactToasts toast={toast} />
          </Suspense>
        </ToastBoundary>
      )}
    </BlockSection>
  );
}
