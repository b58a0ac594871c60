// The header's tools, shared by the app's pages and the rules pages: the account control, the
// settings gear and the language chooser, put at the end of the header's navigation bar.

import { t, currentLang, languageList, chooseLanguage } from "./i18n.js";
import { h } from "./dom.js";
import { settingsButton } from "./settings.js";
import { accountButton } from "./account.js";
import { watchChallenges } from "./challenges.js";

/** Adds the account control, the gear and (with more than one language) the language chooser
 *  to `.topbar nav`, and follows a logged-in player's challenges. */
export function headerTools() {
  const nav = document.querySelector(".topbar nav");
  nav.appendChild(accountButton());
  nav.appendChild(settingsButton());
  watchChallenges();
  const languages = languageList();
  if (languages.length < 2) return;
  const select = h(
    "select",
    { id: "lang", "aria-label": t("page-language"), title: t("page-language"), onchange: (e) => chooseLanguage(e.target.value) },
    languages.map((l) => h("option", { value: l.tag, lang: l.tag, selected: l.tag === currentLang() }, l.name)),
  );
  nav.appendChild(select);
}
