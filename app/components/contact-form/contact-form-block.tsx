import SendOutlined from "@mui/icons-material/SendOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import type { BlocFormulaireContact } from "#app/generated/content-types.ts";
import { failure, isSending } from "#app/lib/contact-form-machine.ts";
import type { ContactValues } from "#app/lib/contact-message.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { BlockSection } from "../block-section.tsx";
import { ContactField } from "./contact-field.tsx";
import { FailurePanel } from "./failure-panel.tsx";
import { ToastAnnouncer } from "./toast-announcer.tsx";
import { useContactForm } from "./use-contact-form.ts";
import { WithRecipient } from "./with-recipient.tsx";

/**
 * The contact form. Sending waits `envoiFormulaire` ms with the button disabled, then opens
 * the visitor's mail program with the message (subject, then name, e-mail, blank line,
 * message) and resets the form. If the mail program cannot take the message, everything
 * typed stays, and the visitor gets the address and a button that copies the whole message.
 * The workflow is app/lib/contact-form-machine.ts; this component only draws it.
 */
export function ContactFormBlock({ block }: { block: BlocFormulaireContact }) {
  const id = useId();
  const hydrated = useHydrated();
  const { state, refs, onSubmit, onChange, onEmailBlur, copyMessage } = useContactForm(block);
  const sending = isSending(state);
  const failed = failure(state);
  const fieldProps = (name: keyof ContactValues) => ({ id: `${id}-${name}`, name, label: block.champs[name], defaultValue: "", readOnly: sending });

  return (
    <BlockSection title={block.titre} lead={block.chapo}>
      <Box component="form" ref={refs.form} noValidate onSubmit={onSubmit} onChange={onChange} sx={{ maxWidth: "44rem", display: "grid", gap: 3 }}>
        <Typography variant="body2" sx={{ color: "text.secondary" }}>
          {block.noteObligatoire}
        </Typography>
        <Box sx={{ display: "grid", gap: 3, gridTemplateColumns: { sm: "1fr 1fr" } }}>
          <ContactField {...fieldProps("nom")} autoComplete="name" />
          <ContactField
            {...fieldProps("email")}
            type="email"
            autoComplete="email"
            error={state.errors.email && block.erreurs.emailInvalide}
            onBlur={onEmailBlur}
            inputProps={{ spellCheck: false }}
          />
        </Box>
        <ContactField {...fieldProps("sujet")} autoComplete="off" />
        <ContactField
          {...fieldProps("message")}
          required
          multiline
          rows={8}
          error={state.errors.message && block.erreurs.messageVide}
          sx={{ "& textarea": { resize: "vertical" } }}
        />
        <div>
          <Button ref={refs.submit} type="submit" variant="contained" size="large" disabled={!hydrated || sending} startIcon={<SendOutlined aria-hidden />}>
            {sending ? block.envoiEnCours : block.envoyer}
          </Button>
        </div>

        {failed && <FailurePanel id={id} reason={failed} copy={state.copy} labels={block.echec} copyRef={refs.copy} onCopy={copyMessage} />}

        <Typography variant="body2" sx={{ color: "text.secondary" }}>
          <WithRecipient template={block.alternative} />
        </Typography>
        <noscript>
          <Typography sx={{ fontWeight: 600 }}>
            <WithRecipient template={block.sansJavascript} />
          </Typography>
        </noscript>
      </Box>
      <ToastAnnouncer toast={state.toast} messages={{ success: block.notifications.succes, error: block.notifications.echec }} />
    </BlockSection>
  );
}
