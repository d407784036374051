import Box from "@mui/material/Box";
import GlobalStyles from "@mui/material/GlobalStyles";
import Typography from "@mui/material/Typography";
import { useEffect, useId, useRef, useState } from "react";
import { COMPARISON_PATH, comparisonRequestHref, GRADES_PARAMETER, gradeIdsIn, MAX_GRADES } from "#app/model/comparison.ts";
import { usePageHref } from "#app/content/shell-context.tsx";
import type { BlockView } from "#app/model/views.ts";
import { tokens } from "#app/theme/tokens.ts";
import { ActionLink } from "../primitives/action-link.tsx";
import { TextLink } from "../primitives/text-link.tsx";
import { BlockSection } from "./block-section.tsx";

type ComparisonBlock = Extract<BlockView, { type: "comparateur" }>;

/**
 * Every grade side by side, the visitor's ticks choosing the columns. The choice works by
 * CSS alone (`:has()`), before and without the script: nothing ticked shows every grade,
 * ticked boxes show their columns only. The script adds what needs it: the address
 * (`?grades=rpn-200,rbn-200`) ticks its grades and follows the ticks, so it can be shared,
 * a fifth box is refused with a spoken explanation, and the request button carries the
 * ticked grades to the contact form. (Without the script it opens the form without them:
 * the site's security policy refuses form submissions, `form-action 'none'`, and the
 * contact form pre-fills with its script only.)
 */
export function GradeComparison({ block }: { block: ComparisonBlock }) {
  const { comparison } = block;
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const [ticked, setTicked] = useState<string[]>([]);
  const full = ticked.length >= MAX_GRADES;
  const grades = comparison.groups.flatMap((group) => group.grades);
  const path = usePageHref()(COMPARISON_PATH);

  function follow(boxes: HTMLInputElement[]) {
    const chosen = boxes.filter((box) => box.checked).map((box) => box.value);
    for (const box of boxes) box.disabled = chosen.length >= MAX_GRADES && !box.checked;
    setTicked(chosen);
    const query = chosen.length > 0 ? `?${GRADES_PARAMETER}=${chosen.join(",")}` : "";
    if (location.pathname === path && location.search !== query) history.replaceState(history.state, "", `${path}${query}${location.hash}`);
  }
  const boxes = () => [...(root.current?.querySelectorAll<HTMLInputElement>("input[type=checkbox]") ?? [])];

  useEffect(() => {
    const all = boxes();
    // Boxes ticked before the script arrived are the visitor's latest word; otherwise the address's grades.
    if (!all.some((box) => box.checked)) {
      const wanted = gradeIdsIn(new URLSearchParams(location.search))
        .filter((value) => all.some((box) => box.value === value))
        .slice(0, MAX_GRADES);
      for (const box of all) box.checked = wanted.includes(box.value);
    }
    follow(all);
  }, []);

  // A ticked grade shows its column: a rule per grade, its column's place in the table.
  const columns = Object.fromEntries(
    grades.map((grade, index) => [`&:has([type=checkbox][value="${grade.id}"]:checked) tr > :nth-child(${index + 2})`, { display: "table-cell" }]),
  );
  return (
    <BlockSection title={block.titre} lead={block.chapo}>
      <GlobalStyles styles={{ "@media print": { "body:has([data-comparison]) :is(header, footer)": { display: "none" } } }} />
      <Box
        ref={root}
        onChange={() => follow(boxes())}
        data-comparison
        sx={{
          "&:has(:checked) tr > :not(:first-child), &:has(:checked) [data-none]": { display: "none" },
          ...columns,
          // Printed: the title and the table, the columns ticked; not the boxes, the button, nor (above) the site's header and footer.
          "@media print": {
            "& fieldset, & [data-hint], & [data-request]": { display: "none" },
            "& [role=region]": { overflow: "visible", background: "none" },
            "& table": { fontSize: "9pt" },
          },
        }}
      >
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
          <Typography component="legend" sx={{ fontWeight: 650, mb: 1.5, p: 0 }}>
            {block.legende}
          </Typography>
          <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 15rem), 1fr))" }}>
            {comparison.groups.map((group) => (
              <Box component="fieldset" key={group.legend} sx={{ m: 0, px: 2, pb: 1, border: `1px solid ${tokens.line}`, borderRadius: 1, bgcolor: tokens.surface, minWidth: 0 }}>
                {/* Floated, the legend is the card's first line rather than a label across its border, which a two-line name would cross. */}
                <Box component="legend" sx={{ float: "left", width: "100%", p: 0, pt: 1.5, pb: 0.5, fontWeight: 600, "& + *": { clear: "both" } }}>
                  {group.legend}
                </Box>
                <Box sx={{ display: "flex", flexWrap: "wrap", columnGap: 2 }}>
                  {group.grades.map((grade) => (
                    <Box component="label" key={grade.id} sx={{ display: "inline-flex", alignItems: "center", gap: 1, minHeight: 44, cursor: "pointer", "&:has(:disabled)": { color: tokens.inkMuted, cursor: "not-allowed" } }}>
                      <Box component="input" type="checkbox" value={grade.id} sx={{ width: 20, height: 20, m: 0, accentColor: tokens.accent, "&:focus-visible": { outline: `2px solid ${tokens.focus}`, outlineOffset: 2 } }} />
                      {grade.label}
                    </Box>
                  ))}
                </Box>
              </Box>
            ))}
          </Box>
        </Box>
        <Typography data-hint data-none sx={{ mt: 2, color: "text.secondary" }}>
          {block.aucunChoix}
        </Typography>
        <Typography data-hint role="status" sx={{ mt: 2, fontWeight: 600 }}>
          {full ? block.limite : ""}
        </Typography>
        <Box
          role="region"
          aria-labelledby={id}
          tabIndex={0}
          // Chrome leaves a link half past the region's edge when it gets the focus: show all of it.
          onFocus={(event) => event.target !== event.currentTarget && event.target.scrollIntoView({ block: "nearest", inline: "nearest" })}
          sx={{ overflowX: "auto", my: 3, maxWidth: "100%" }}
        >
          <Box
            component="table"
            sx={{
              borderCollapse: "collapse",
              "& caption": { textAlign: "left", fontWeight: 650, pb: 1.5, captionSide: "top" },
              "& th, & td": { px: { xs: 1, sm: 2 }, py: 1.25, borderBottom: `1px solid ${tokens.line}`, verticalAlign: "top", textAlign: "left" },
              "& thead th": { bgcolor: tokens.surfaceSunk, fontWeight: 650, borderBottom: `2px solid ${tokens.ink}`, whiteSpace: "nowrap" },
              "& tbody th": { fontWeight: 600, minWidth: "8rem" },
              "& tbody td": { minWidth: "7rem" },
              // A link on two lines is one box, so its middle is the link (and a pointer target at least as tall as its text).
              "& td a": { display: "inline-block" },
              fontSize: { xs: "0.9375rem", sm: "1rem" },
            }}
          >
            <caption id={id}>{block.legendeTableau}</caption>
            <thead>
              <tr>
                <th scope="col">{block.colonneGrade}</th>
                {grades.map((grade) => (
                  <th scope="col" key={grade.id}>
                    {grade.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {comparison.rows.map((row) => (
                <tr key={row.header}>
                  <th scope="row">{row.header}</th>
                  {row.cells.map((cell, index) => (
                    <td key={grades[index].id}>{cell}</td>
                  ))}
                </tr>
              ))}
              <tr>
                <th scope="row">{block.ligneFiche}</th>
                {grades.map((grade) => (
                  <td key={grade.id}>
                    <TextLink href={grade.sheet.href}>{grade.sheet.label}</TextLink>
                  </td>
                ))}
              </tr>
            </tbody>
          </Box>
        </Box>
        {block.note && (
          <Typography variant="body2" sx={{ color: "text.secondary", maxWidth: "70ch", mb: 3 }}>
            {block.note}
          </Typography>
        )}
        <ActionLink href={comparisonRequestHref(block.typeDemande, ticked)} data-request>
          {block.demande}
        </ActionLink>
      </Box>
    </BlockSection>
  );
}
