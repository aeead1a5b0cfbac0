/** A player to tick: roster id and current name. */
export interface ListedPlayer {
  readonly id: string;
  readonly name: string;
}

interface PlayerChoiceProps {
  readonly legend: string;
  readonly players: readonly ListedPlayer[];
  readonly chosen: readonly string[];
  readonly onChange: (chosen: readonly string[]) => void;
}

/** Players to tick, in the order ticked: a group, the evenings with them, a night's players. */
export function PlayerChoice({ legend, players, chosen, onChange }: PlayerChoiceProps) {
  return (
    <fieldset className="flex flex-wrap gap-3">
      <legend className="font-semibold">{legend}</legend>
      {players.map((player) => (
        <label key={player.id} className="flex items-center gap-1">
          <input
            type="checkbox"
            checked={chosen.includes(player.id)}
            onChange={(event) =>
              onChange(
                event.target.checked
                  ? [...chosen, player.id]
                  : chosen.filter((id) => id !== player.id),
              )
            }
          />
          {player.name}
        </label>
      ))}
    </fieldset>
  );
}
