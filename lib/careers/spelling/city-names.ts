import { fold } from '../fold';

/**
 * One city's names in the site's languages and its own, where they differ by more than a slip: a
 * candidate reading the French page types "Londres", an employer's posting says "London"; a German
 * employer writes "München", an English reader types "Munich". One word each (a search is corrected word
 * by word); names that differ only by accents ("Zürich", "Zurich") need no entry, as a search folds them.
 * Our own list of the better-known cities where the languages part ways; Arabic names as they are usually
 * written. A native reader should look at it, as at the translations.
 */
export const CITIES: readonly (readonly string[])[] = [
  ['München', 'Munich', 'Monachium', 'Múnich', 'ميونخ'],
  ['Köln', 'Cologne', 'Colonia', 'Kolonia', 'كولونيا'],
  ['Wien', 'Vienna', 'Vienne', 'Viena', 'Wiedeń', 'فيينا'],
  ['Warszawa', 'Warsaw', 'Warschau', 'Varsovie', 'Varsovia', 'وارسو'],
  ['Kraków', 'Cracow', 'Krakau', 'Cracovie', 'Cracovia', 'كراكوف'],
  ['Praha', 'Prague', 'Prag', 'Praga', 'براغ'],
  ['London', 'Londres', 'Londyn', 'لندن'],
  ['Lisboa', 'Lisbon', 'Lissabon', 'Lisbonne', 'Lizbona', 'لشبونة'],
  ['Roma', 'Rome', 'Rzym', 'روما'],
  ['Milano', 'Milan', 'Mailand', 'Mediolan', 'ميلانو'],
  ['Napoli', 'Naples', 'Neapel', 'Nápoles', 'Neapol', 'نابولي'],
  ['Torino', 'Turin', 'Turyn', 'تورينو'],
  ['Firenze', 'Florence', 'Florenz', 'Florencia', 'Florencja', 'فلورنسا'],
  ['Venezia', 'Venice', 'Venedig', 'Venise', 'Venecia', 'Wenecja'],
  ['Genova', 'Genoa', 'Genua', 'Gênes'],
  ['Bruxelles', 'Brussel', 'Brussels', 'Brüssel', 'Bruselas', 'Bruksela', 'بروكسل'],
  ['Antwerpen', 'Antwerp', 'Anvers', 'Amberes', 'Antwerpia'],
  ['København', 'Copenhagen', 'Kopenhagen', 'Copenhague', 'Kopenhaga', 'كوبنهاغن'],
  ['Göteborg', 'Gothenburg'],
  ['Zürich', 'Zurych', 'زيورخ'],
  ['Genève', 'Geneva', 'Genf', 'Ginebra', 'Genewa', 'جنيف'],
  ['Basel', 'Bâle', 'Basilea', 'Bazylea'],
  ['Nürnberg', 'Nuremberg', 'Norymberga'],
  ['Hannover', 'Hanover', 'Hanower'],
  ['Frankfurt', 'Francfort', 'فرانكفورت'],
  ['Hamburg', 'Hambourg', 'Hamburgo', 'هامبورغ'],
  ['Berlin', 'برلين'],
  ['Paris', 'Paryż', 'باريس'],
  ['Madrid', 'مدريد'],
  ['Barcelona', 'Barcelone', 'برشلونة'],
  ['Sevilla', 'Seville', 'Séville', 'Sewilla'],
  ['Athens', 'Athen', 'Athènes', 'Atenas', 'Ateny', 'أثينا'],
  ['Bucharest', 'București', 'Bukarest', 'Bucarest', 'Bukareszt'],
  ['Edinburgh', 'Édimbourg', 'Edimburgo', 'Edynburg'],
  ['Stockholm', 'Estocolmo', 'Sztokholm', 'ستوكهولم'],
  ['Istanbul', 'Estambul', 'Stambuł', 'إسطنبول'],
  ['Amsterdam', 'أمستردام'],
  ['Dublin', 'دبلن'],
  ['Moscow', 'Moskva', 'Moskau', 'Moscou', 'Moscú', 'Moskwa', 'موسكو'],
  ['Beijing', 'Peking', 'Pékin', 'Pekin', 'بكين'],
  ['Tokyo', 'Tokio', 'طوكيو'],
  ['Dubai', 'Dubaj', 'دبي'],
  ['Riyadh', 'Riad', 'Riyad', 'Rijad', 'الرياض'],
  ['Beirut', 'Beyrouth', 'Bejrut', 'بيروت'],
];

/** Each name, as a search compares it, to the other names of its city. */
const OTHER_NAMES: ReadonlyMap<string, readonly string[]> = new Map(
  CITIES.flatMap((names) => {
    const folded = [...new Set(names.map(fold))];
    return folded.map((name) => [name, folded.filter((other) => other !== name)] as const);
  }),
);

/** The city's other names (folded), for a word (folded) that names one; none for any other word. */
export const otherCityNames = (foldedWord: string): readonly string[] => OTHER_NAMES.get(foldedWord) ?? [];
