import { useCallback, useState } from "react";

/*
 * The name versions are recorded under: asked once, on the « Publier » screen, and kept
 * by this browser for the next publications and restorations.
 */

export const AUTHOR_KEY = "editeur-contenu:auteur";

function kept(): string {
  try {
    return localStorage.getItem(AUTHOR_KEY) ?? "";
  } catch {
    return "";
  }
}

export function useAuthorName(): [string, (name: string) => void] {
  const [name, setName] = useState(kept);
  const change = useCallback((next: string) => {
    setName(next);
    try {
      if (next.trim()) localStorage.setItem(AUTHOR_KEY, next.trim());
      else localStorage.removeItem(AUTHOR_KEY);
    } catch {
      // A browser that keeps nothing asks again next time.
    }
  }, []);
  return [name, change];
}

/** Opens a file, then brings its field into view once the form is drawn. */
export function openField(onOpen: (file: string) => void, file: string, path: string, focus: (path: string) => void): void {
  onOpen(file.replace(/^content\//, ""));
  const started = performance.now();
  const wait = () => {
    if (document.getElementById("champ") || performance.now() - started > 5000) focus(path);
    else requestAnimationFrame(wait);
  };
  requestAnimationFrame(wait);
}
