// Frequent words of English and of contracts, used only to choose between equally close corrections:
// "wich" is one letter from "which", "rich" and "wick", and in a contract it is "which".
const WORDS = `
  the of and to a in is it you that he was for on are with as his they be at one have this from or
  had by not word but what some we can out other were all there when up use your how said an each
  she which do their time if will way about many then them write would like so these her long make
  thing see him two has look more day could go come did number sound no most people my over know
  water than call first who may down side been now find any new work part take get place made live
  where after back little only round man year came show every good me give our under name very
  through just form sentence great think say help low line differ turn cause much mean before move
  right boy old too same tell does set three want air well also play small end put home read hand
  port large spell add even land here must big high such follow act why ask men change went light
  kind off need house picture try us again animal point mother world near build self earth father
  shall agreement party parties date notice notices term terms fee fees payment pay paid services
  service provide provided written consent law laws state court claim claims company client employee
  employer information confidential receive received receiving agree agrees agreed section
  effective period days month months year years amount amounts obligation obligations right rights
  without within upon including include includes whether either neither against between during
  prior following other such any each those their thereof herein under until unless except
  reasonable reasonably business property breach breaches damages liability liable applicable
`;

/** Frequent words, lower case. */
export const COMMON_WORDS: ReadonlySet<string> = new Set(WORDS.split(/\s+/).filter(Boolean));
