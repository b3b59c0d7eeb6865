package org.pto.avs.model.machine;

import java.util.EnumSet;
import java.util.Locale;
import java.util.Set;
import org.apiguardian.api.API;

/**
 * The range group a successful binder opens, which range modifiers (B.ASSEMBLE, B.SUBVIEW) right after it join: the
 * binding they modify, the roles it allows and the last role a modifier took. Roles run source0, source1,
 * destination, each at most once. A PEMode-000 binder in a header opens a zero-mode group, where every modifier
 * executes with no read, no record and no role check.
 *
 * @param kind     a Shared group, a Local group or a zero-mode group
 * @param slot     the binding's place in its list (the Shared stream or the Local records); -1 in zero mode
 * @param allowed  the roles the binding has
 * @param lastRole the last role a modifier of this group took, or null
 */
@API(status = API.Status.INTERNAL, since = "0.1")
public record RangeGroup(Kind kind, int slot, Set<Role> allowed, Role lastRole) {

    /** Which binding list the group's slot counts in. */
    public enum Kind {
        SHARED,
        LOCAL,
        ZERO_MODE
    }

    /** A modifier's role on its binding, in the order a group takes them. */
    public enum Role {
        SOURCE0,
        SOURCE1,
        DESTINATION;

        /** {@code source0}, as carriers name it. */
        public String text() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    public RangeGroup {
        allowed = allowed.isEmpty() ? Set.of() : Set.copyOf(EnumSet.copyOf(allowed));
    }

    /** A Shared binder's group: a source (SizeCode 0) takes source0, a destination takes destination. */
    public static RangeGroup shared(int slot, boolean source) {
        return new RangeGroup(Kind.SHARED, slot, source ? Set.of(Role.SOURCE0) : Set.of(Role.DESTINATION), null);
    }

    /** A Local binder's group: the roles its form's fields name. */
    public static RangeGroup local(int slot, Set<Role> roles) {
        return new RangeGroup(Kind.LOCAL, slot, roles, null);
    }

    public static RangeGroup zeroMode() {
        return new RangeGroup(Kind.ZERO_MODE, -1, Set.of(), null);
    }

    public boolean isZeroMode() {
        return kind == Kind.ZERO_MODE;
    }

    /** True when a modifier may take {@code role} now: the binding has it and no later or equal role was taken. */
    public boolean admits(Role role) {
        return allowed.contains(role) && (lastRole == null || role.compareTo(lastRole) > 0);
    }

    /** This group once a modifier took {@code role}. */
    public RangeGroup taken(Role role) {
        return new RangeGroup(kind, slot, allowed, role);
    }
}
