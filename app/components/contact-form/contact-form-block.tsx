import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import type { BlocFormulaireContact } from "#app/generated/content-types.ts";
import { failure, isSending } from "#app/lib/contact-form-machine.ts";
import type { ContactValues } from "#app/lib/contact-message.ts";
import { FORM_ANCHOR, type RequestCatalogue } from "#app/model/request.ts";
import { HEADER_HEIGHT, HEADER_TOP_BAR_HEIGHT, tokens } from "#app/theme/theme.ts";
import { BlockSection } from "../blocks/block-section.tsx";
import { TextLink } from "../primitives/text-link.tsx";
import { ContactField, FIELD_GRID } from "./contact-field.tsx";
import { FailurePanel } from "./failure-panel.tsx";
import { RequestPart } from "./request-part.tsx";
import { SendButton } from "./send-button.tsx";
import { SentPanel } from "./sent-panel.tsx";
import { ToastAnnouncer } from "./toast-announcer.tsx";
import { useContactForm } from "./use-contact-form.ts";
import { WithRecipient } from "./with-recipient.tsx";

/**
 * The contact form. Sending waits `envoiFormulaire` ms with the button disabled, then opens
 * the visitor's mail program with the message (subject, then name, e-mail, blank line,
 * message, then the optional request's filled fields) and resets the form; a lasting panel
 * then offers copy, webmail, WhatsApp and "Rétablir mon message". If the mail program
 * cannot take the message, everything typed stays, and the visitor gets the address and
 * a button that copies the whole message. The draft is kept in the browser and offered
 * back. The workflow is app/lib/contact-form-machine.ts; this component only draws it.
 */
export function ContactFormBlock({ block, catalogue }: { block: BlocFormulaireContact; catalogue: RequestCatalogue }) {
  const id = useId();
  const { state, refs, request, links, draftOffer, onSubmit, onChange, onFocusField, onEmailBlur, copyMessage, restore, done } = useContactForm(block, catalogue);
  const sending = isSending(state);
  const failed = failure(state);
  const fieldProps = (name: keyof ContactValues) => ({
    id: `${id}-${name}`,
    name,
    label: block.champs[name],
    defaultValue: "",
    readOnly: sending,
  });

  return (
    <BlockSection title={block.titre} lead={block.chapo}>
      <Box
        component="form"
        id={FORM_ANCHOR}
        ref={refs.form}
        noValidate
        onSubmit={onSubmit}
        onChange={onChange}
        onFocus={onFocusField}
        // Landing here from a link: the fields start right under the sticky header.
        sx={{
          maxWidth: "44rem",
          display: "grid",
          gap: 3,
          scrollMarginTop: {
            xs: HEADER_HEIGHT + 16,
            lg: HEADER_HEIGHT + HEADER_TOP_BAR_HEIGHT + 16,
          },
        }}
      >
        {draftOffer && (
          <Box
            data-contact-draft
            role="region"
            aria-labelledby={`${id}-brouillon`}
            sx={{
              p: 2,
              display: "grid",
              gap: 1.5,
              bgcolor: tokens.accentTint,
              borderRadius: 1,
            }}
          >
            <Typography id={`${id}-brouillon`}>{block.brouillon.texte}</Typography>
            <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1.5 }}>
              <Button type="button" variant="contained" onClick={draftOffer.resume}>
                {block.brouillon.reprendre}
              </Button>
              <Button type="button" variant="outlined" onClick={draftOffer.ignore}>
                {block.brouillon.ignorer}
              </Button>
            </Box>
          </Box>
        )}
        <Typography variant="body2" sx={{ color: "text.secondary" }}>
          {block.noteObligatoire}
        </Typography>
        <Typography role="status" data-contact-prefilled sx={{ "&:empty": { display: "none" }, fontWeight: 600 }}>
          {request.prefillNote}
        </Typography>
        <Box sx={FIELD_GRID}>
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
        <RequestPart
          key={request.defaults.version}
          id={id}
          onToggle={request.setOpen}
          defaults={request.defaults.values}
          words={block.demande}
          catalogue={catalogue}
          open={request.open}
          family={request.family}
          thickness={request.thickness}
          onFamily={request.setFamily}
          onThickness={request.setThickness}
          readOnly={sending}
        />
        <div>
          <SendButton buttonRef={refs.submit} sending={sending} label={block.envoyer} sendingLabel={block.envoiEnCours} />
        </div>

        {state.status === "opened" && links && (
          <SentPanel
            id={id}
            words={block.apresEnvoi}
            copyLabels={block.echec}
            copy={state.copy}
            links={links}
            panelRef={refs.panel}
            onCopy={copyMessage}
            onRestore={restore}
            onDone={done}
          />
        )}
        {failed && <FailurePanel id={id} reason={failed} copy={state.copy} labels={block.echec} copyRef={refs.copy} onCopy={copyMessage} />}
        {/* After the panels, so the one shown after sending stays right under the send button, above the toast. */}
        {block.confidentialite && (
          <Typography variant="body2" sx={{ color: "text.secondary" }}>
            {block.confidentialite.texte}{" "}
            {/* In one piece: a link broken over two lines has its middle between them, where a click or a focus check lands on the text. */}
            <Box component="span" sx={{ display: "inline-block" }}>
              <TextLink href={block.confidentialite.lien.href}>{block.confidentialite.lien.libelle}</TextLink>
            </Box>
          </Typography>
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
      <ToastAnnouncer
        toast={state.toast}
        messages={{
          success: block.notifications.succes,
          error: block.notifications.echec,
        }}
      />
    </BlockSection>
  );
}
