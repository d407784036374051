import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import type { BlocFormulaireContact } from "#app/generated/content-types.ts";
import { failure, isSending } from "#app/lib/contact-form-machine.ts";
import type { ContactValues } from "#app/lib/contact-message.ts";
import { FORM_ANCHOR, type RequestCatalogue } from "#app/model/request.ts";
import { HEADER_HEIGHT, HEADER_TOP_BAR_HEIGHT } from "#app/theme/tokens.ts";
import { BlockSection } from "../blocks/block-section.tsx";
import { ContactField, FIELD_GRID } from "./contact-field.tsx";
import { DraftOffer } from "./draft-offer.tsx";
import { FailurePanel } from "./failure-panel.tsx";
import { FormNotes } from "./form-notes.tsx";
import { RequestPart } from "./request-part.tsx";
import { SendButton } from "./send-button.tsx";
import { SentPanel } from "./sent-panel.tsx";
import { ToastAnnouncer } from "./toast-announcer.tsx";
import { useContactForm } from "./use-contact-form.ts";

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
  const { state, dispatch, refs, mail, onSubmit, onChange, onFocusField, onEmailBlur, copyMessage } = useContactForm(block, catalogue);
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
        {state.draft && (
          <DraftOffer id={id} words={block.brouillon} onResume={() => dispatch({ type: "draft-resumed" })} onIgnore={() => dispatch({ type: "draft-ignored" })} />
        )}
        <Typography variant="body2" sx={{ color: "text.secondary" }}>
          {block.noteObligatoire}
        </Typography>
        <Typography role="status" data-contact-prefilled sx={{ "&:empty": { display: "none" }, fontWeight: 600 }}>
          {state.request.note}
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
        <RequestPart key={state.request.version} id={id} part={state.request} words={block.demande} catalogue={catalogue} dispatch={dispatch} readOnly={sending} />
        <div>
          <SendButton buttonRef={refs.submit} sending={sending} label={block.envoyer} sendingLabel={block.envoiEnCours} />
        </div>

        {state.status === "accepted" && state.sent && (
          <SentPanel
            id={id}
            words={block.apresEnvoi}
            copyLabels={block.echec}
            copy={state.copy}
            message={state.sent}
            mail={mail}
            panelRef={refs.panel}
            onCopy={copyMessage}
            onRestore={() => dispatch({ type: "restored" })}
            onDone={() => dispatch({ type: "done" })}
          />
        )}
        {failed && <FailurePanel id={id} reason={failed} copy={state.copy} labels={block.echec} copyRef={refs.copy} onCopy={copyMessage} />}
        {/* After the panels, so the one shown after sending stays right under the send button, above the toast. */}
        <FormNotes block={block} />
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
